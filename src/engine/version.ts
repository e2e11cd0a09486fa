/** Engine version; golden vectors and saved data name the version they were made with. */
export const VERSION = "0.1.0";

export declare const SERVER_NODE_FLAGS: string[];
export declare const SERVER_ENV: { GLIBC_TUNABLES: string };

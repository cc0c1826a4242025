import type { Stats } from 'node:fs';

export declare function releaseMode(stat: Stats): number;
export declare function normaliseModes(dir: string): number;

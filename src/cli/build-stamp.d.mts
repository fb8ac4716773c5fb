export type BuildPart = 'web' | 'server';
export const PARTS: Record<BuildPart, { inputs: string[]; out: string }>;
export const SERVER_BUNDLE: string;
export function filesUnder(path: string): string[];
export function sourceHash(part: BuildPart): string;
export function stampFile(part: BuildPart): string;
export function writeStamp(part: BuildPart): void;
export function isCurrent(part: BuildPart): boolean;
export function staleParts(): BuildPart[];

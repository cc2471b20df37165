/**
 * The four areas a process can serve. Here in config, below everything, because the settings
 * parse AREAS and the *_PORT of each; src/areas/ builds the modules these names stand for.
 */
export const AREA_NAMES = ['knowledge', 'crawler', 'hrm', 'marketing'] as const;
export type AreaName = (typeof AREA_NAMES)[number];

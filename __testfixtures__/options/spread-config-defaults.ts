export const sharedDefaults = { prefixToolNameWithServerName: true };

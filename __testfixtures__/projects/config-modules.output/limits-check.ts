import { limitsConfig } from "./limits.js";

// Reads an option of the config: it cannot leave the literal without this losing it.
export const timeoutSeconds = limitsConfig.defaultToolTimeout / 1000;

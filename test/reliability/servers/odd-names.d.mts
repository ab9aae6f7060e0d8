export const CJK_NAMES: string[];
export const ODD_NAMES: string[];

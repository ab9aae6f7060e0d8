// Tool names that differ only in characters model providers reject: sanitizing them to `_`
// alone would collapse each group into one name. Plain JavaScript, for the raw stdio server.

/** Ten CJK names (every one would be two or three `_`s). */
export const CJK_NAMES = [
  "検索",
  "翻訳",
  "要約",
  "天気",
  "地図",
  "翻译",
  "搜索",
  "검색",
  "번역",
  "日程",
];

export const ODD_NAMES = [
  ...CJK_NAMES,
  "🔍",
  "🌐",
  "поиск",
  "перевод",
  // ASCII that sanitizes onto a name the server also lists as it is
  "get weather",
  "get_weather",
  "get/weather",
];

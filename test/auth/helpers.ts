// The person's side of an OAuth test: a headless "browser" that follows the authorization URL
// by HTTP and lands on the redirect, as a browser does after the person consents.

/** Opens the authorization URL and follows its redirect back to the client's loopback listener. */
export async function browser(url: string): Promise<void> {
  await fetch(await consent(url));
}

/** Opens the authorization URL and returns where the authorization server sends the person back. */
export async function consent(url: string): Promise<string> {
  const answer = await fetch(url, { redirect: "manual" });
  const back = answer.headers.get("location");
  if (!back) throw new Error(`authorization endpoint answered ${answer.status} without a redirect`);
  return back;
}

export const noBrowserExpected = () => {
  throw new Error("the flow asked for a browser, but none should have been needed");
};

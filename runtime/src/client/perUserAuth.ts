// One adapter, many users, each with OAuth tokens of their own: a Node OAuth flow (and token
// file) per user and server, and the `auth` function that hands each call its user's token.
import type { RunnableConfig } from "@langchain/core/runnables";
import { createNodeOAuth, type NodeOAuth, type NodeOAuthOptions } from "../auth/index.js";
import type { AuthFunction } from "./types.js";

export interface PerUserOAuthOptions extends Omit<NodeOAuthOptions, "user"> {
  /** The user a request is made for, from its RunnableConfig (undefined outside tool calls). */
  userOf: (config: RunnableConfig | undefined) => string | undefined;
}

export interface PerUserOAuth {
  /** The `auth` option: each request gets the current access token of its user, or none. */
  auth: AuthFunction;
  /** A user's OAuth flow and token store (`authorize()` it when that user signs in). */
  forUser(user: string): NodeOAuth;
}

export function perUserOAuth(serverUrl: string | URL, options: PerUserOAuthOptions): PerUserOAuth {
  const { userOf, ...oauthOptions } = options;
  const flows = new Map<string, NodeOAuth>();
  const forUser = (user: string): NodeOAuth => {
    let flow = flows.get(user);
    if (flow === undefined) {
      flow = createNodeOAuth(serverUrl, { ...oauthOptions, user });
      flows.set(user, flow);
    }
    return flow;
  };
  return {
    forUser,
    auth: async ({ config }) => {
      const user = userOf(config);
      return user === undefined ? undefined : forUser(user).accessToken();
    },
  };
}

import type { TokenViewer } from '../../../lib/roles.js';
import { rolesForBrand } from '../../../lib/roles.js';
import { EMAIL_MAX_LENGTH, isPasswordTooLong } from '../../../lib/validation.js';
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { badUserInput, credentialRefused, UpstreamError, unauthenticated, withInputPaths } from '../../errors.js';
import { REQUIRED } from '../../variables.js';

/** Spec section 8: the login's only text for wrong credentials (also inactive users and users of other brands). */
export const INVALID_CREDENTIALS = 'Usuário ou senha inválidos';

/**
 * Login as the original client did it (spec section 4): tokens from the authenticator for the host's brand, then
 * the payload and the roles, filtered to this brand; then the session cookies instead of the browser's storage.
 */
export const authResolvers: Resolvers = {
  Query: {
    // The session's verifier refuses a token whose session ended or whose user was deactivated (the revocation list,
    // revocation): a viewer here may still act, with no call to the authenticator.
    me: (_root, _args, ctx) => ctx.session.viewer(),
    passwordLinkStatus: async (_root, { token }, ctx) => (await ctx.dataSources.api.passwordLinkStatus(token)).status,
  },
  Mutation: {
    login: async (_root, { input }, ctx) => {
      const username = input.username.trim();
      const password = input.password.trim();
      if (!username || !password) {
        const fields: Record<string, string> = {};
        if (!username) fields.username = REQUIRED;
        if (!password) fields.password = REQUIRED;
        throw badUserInput('Informe o usuário e a senha', fields);
      }
      // Both travel in one header to the authenticator, which has a size limit, so they are bounded here. No account
      // has a longer e-mail or password: the answer is the one for any wrong credentials, as the authenticator gives
      // it, never a hint about which part was refused.
      if (username.length > EMAIL_MAX_LENGTH || isPasswordTooLong(password)) throw unauthenticated(INVALID_CREDENTIALS);
      const { api, auth } = ctx.dataSources;
      const tokens = await auth.login(username, password, input.keepConnected !== false).catch((err: unknown) => {
        if (err instanceof UpstreamError && err.status === 401) throw unauthenticated(INVALID_CREDENTIALS);
        throw err;
      });
      const { payload } = await api.payload(tokens.access_token);
      const { roles } = await api.roles(payload.id, tokens.access_token);
      const viewer: TokenViewer = {
        id: payload.id,
        name: payload.name,
        email: payload.email,
        brand: ctx.brand.slug,
        roles: rolesForBrand(roles, ctx.brand.slug),
        exp: payload.exp,
      };
      ctx.cookies.setSession({
        accessToken: tokens.access_token,
        refreshToken: tokens.refresh_token,
        exp: payload.exp,
        brand: ctx.brand.slug,
        userId: viewer.id,
        name: viewer.name,
        roles: viewer.roles,
        keep: input.keepConnected !== false,
      });
      ctx.session.signedIn(tokens.access_token, tokens.refresh_token, viewer);
      return { viewer };
    },
    // The session ends upstream too (its refresh token family is revoked), so a copy of the cookie is worthless.
    // An authenticator that does not answer must not keep the user signed in here: the cookies go regardless (an
    // unreachable service is logged by the data source; the refresh token then lapses on its own).
    logout: async (_root, _args, ctx) => {
      const refreshToken = ctx.session.refreshTokenToRevoke();
      if (refreshToken) await ctx.dataSources.auth.logout(refreshToken).catch(() => undefined);
      ctx.session.end();
      ctx.cookies.clearAll();
      return { loggedOut: true };
    },
    // Public: the refresh token proves the session (the access token may already have expired). No session at all
    // is a missing login; a refresh refused is a session that ended.
    refreshSession: async (_root, _args, ctx) => {
      const viewer = await ctx.session.refreshNow();
      if (viewer) return { viewer };
      if (!ctx.session.presentsCredentials) throw unauthenticated();
      throw credentialRefused((await ctx.session.refusal()) ?? 'SESSION_EXPIRED');
    },
    requestPasswordReset: async (_root, { input }, ctx) => {
      const reset = ctx.dataSources.api.requestPasswordReset(input.email, input.redirectUrl ?? undefined);
      await withInputPaths(reset, (key) => (key === 'redirect_url' ? 'redirectUrl' : key));
      return { sent: true };
    },
    setPasswordWithToken: async (_root, { input }, ctx) => {
      await ctx.dataSources.api.confirmPasswordReset(input.token, input.password);
      return { passwordSet: true };
    },
    updatePassword: async (_root, { input }, ctx) => {
      const reply = await ctx.dataSources.api.updatePassword(input.password);
      return { message: reply.message ?? 'Senha atualizada com sucesso' };
    },
  },
  Viewer: {
    // An API token's access token carries an empty e-mail claim: the tool has no address, and the scalar would refuse
    // the empty string.
    email: (v) => (v.apiToken ? null : v.email),
    expiresAt: (v) => new Date(v.exp * 1000),
  },
};

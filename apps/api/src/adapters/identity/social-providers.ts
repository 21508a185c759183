import type { SocialProfile, SocialProviderName } from '@kilau/domain/accounts';

/**
 * The social sign-in port: turns a token the browser got from the provider into the profile the
 * provider vouches for. Throws `InvalidTokenError` for a token that is not good for this shop,
 * `ProviderUnavailableError` when the provider cannot be asked.
 */
export interface SocialIdentityProvider {
  readonly name: SocialProviderName;
  verify(token: string): Promise<SocialProfile>;
}

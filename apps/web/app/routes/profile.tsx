import { data } from 'react-router';
import { fetchPublicProfile } from '~/features/rewards/api/rewards.server';
import { BadgeList } from '~/features/rewards/components/badge-list';
import { rewardsText, useRewardsText } from '~/features/rewards/text';
import { RouteError } from '~/components/layout/route-error';
import { Image } from '~/components/ui/image';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta } from '~/lib/seo';
import type { Route } from './+types/profile';

/**
 * /profile/{userName} (001 §7 `GET /profile?filter[user_name]=`; docs/design/rewards.md): a
 * member's public profile — name, photo, bio and badges; never e-mail, phone or balances. An
 * unknown username is the not-found page.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  const profile = await fetchPublicProfile(api, params.userName);
  if (profile === null) throw data(null, { status: 404 });
  if (profile === 'failed') throw data(null, { status: 503 });
  const name = profile.name || profile.user_name;
  return {
    profile: {
      user_name: profile.user_name,
      name,
      image: profile.image,
      bio: profile.bio,
      badges: profile.badges,
    },
    seo: buildSeo(url, locale, {
      title: name,
      description: rewardsText('profileSeoDescription', locale, { name }),
      noindex: true,
    }),
  };
}

export const meta: Route.MetaFunction = pageMeta;
export const ErrorBoundary = RouteError;

export default function PublicProfilePage({ loaderData }: Route.ComponentProps) {
  const { profile } = loaderData;
  const text = useRewardsText();
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 md:py-12">
      <header className="flex items-center gap-4 rounded-3xl bg-blush-50 p-5 ring-1 ring-blush-200 sm:p-8">
        <span className="inline-flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full bg-gradient-to-br from-blush-200 to-rose-400 font-display text-3xl font-semibold text-white">
          {profile.image ? (
            <Image
              src={profile.image}
              alt=""
              width={80}
              height={80}
              className="size-20 object-cover"
            />
          ) : (
            profile.name.slice(0, 1).toUpperCase()
          )}
        </span>
        <div className="min-w-0">
          <h1 className="font-display text-3xl font-semibold text-plum-900">{profile.name}</h1>
          <p className="text-sm text-plum-700">@{profile.user_name}</p>
          {profile.bio ? <p className="mt-2 text-sm text-plum-800">{profile.bio}</p> : null}
        </div>
      </header>
      <section
        aria-labelledby="profile-badges"
        className="rounded-3xl bg-white p-5 ring-1 ring-blush-200/70 sm:p-8"
      >
        <h2 id="profile-badges" className="mb-4 font-display text-2xl font-semibold text-plum-900">
          {text('profileBadges')}
        </h2>
        {profile.badges.length > 0 ? (
          <BadgeList badges={profile.badges} />
        ) : (
          <p className="text-sm text-plum-700">{text('profileNoBadges')}</p>
        )}
      </section>
    </div>
  );
}

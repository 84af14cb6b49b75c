import { CATALOGUE_TEXTS, WRESTLING_LABELS } from '@shared/messages-wrestling';
import type { EntityKind } from '@shared/schemas/wrestling';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import type { MemberRouteProps } from '@/app/email-notice';
import { NotFound } from '@/components/errors/not-found';
import { MemberLayout } from '@/features/layout/components/member-layout';
import { NotificationPanel } from '@/features/notifications/components/notification-panel-loader';
import { entityPostsQueryOptions } from '@/features/posts/api/get-entity-posts';
import { PostList } from '@/features/posts/components/post-list';
import { EntityPageView } from '@/features/wrestling/components/entity-page';

/** Issue 39: a wrestler's or team's best-rated matches, their own chunk. */
const BestRatedSection = lazy(() => import('@/features/ratings/components/best-rated-section'));

/**
 * /promotions/:slug, /wrestlers/:slug, /teams/:slug, /championships/:slug: an entity's page with its
 * tagged posts; an unknown slug is the app's not-found screen ("Wrestler Not Found"), in the layout.
 */
function EntityRoute({ user, notice, kind }: MemberRouteProps & { kind: EntityKind }) {
  const { slug = '' } = useParams();
  const label = WRESTLING_LABELS.kind[kind];
  return (
    <MemberLayout user={user} notificationPanel={NotificationPanel} notice={notice} maxWidth="md">
      <EntityPageView
        key={slug}
        slug={slug}
        kind={kind}
        notFound={
          <NotFound
            heading={CATALOGUE_TEXTS.notFoundHeading(label)}
            text={CATALOGUE_TEXTS.notFoundText(label)}
          />
        }
        renderPosts={(entityId, empty) => (
          <PostList
            query={entityPostsQueryOptions(entityId)}
            meId={user.id}
            empty={empty}
            label="Tagged posts"
          />
        )}
        renderBestRated={(entityId) => (
          <Suspense fallback={null}>
            <BestRatedSection entityId={entityId} />
          </Suspense>
        )}
      />
    </MemberLayout>
  );
}

export const PromotionRoute = (props: MemberRouteProps) => <EntityRoute {...props} kind="promotion" />;
export const WrestlerRoute = (props: MemberRouteProps) => <EntityRoute {...props} kind="wrestler" />;
export const TeamRoute = (props: MemberRouteProps) => <EntityRoute {...props} kind="team" />;
export const ChampionshipRoute = (props: MemberRouteProps) => <EntityRoute {...props} kind="championship" />;

import type { AppStoreLink } from '../../schemas/generated/blocks/app-store-promo';

/** Plain glyphs for each store (an apple, a play triangle), drawn in the link's colour. */
export function StoreLogo({ store }: { store: AppStoreLink['store'] }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      {store === 'app-store' ? (
        <path
          fill="currentColor"
          d="M16.4 12.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9s-1.8-.9-3-.8c-1.5 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.8zM14.1 5.8c.6-.8 1.1-1.9 1-3-.9 0-2.1.6-2.7 1.4-.6.7-1.1 1.8-1 2.9 1 .1 2.1-.5 2.7-1.3z"
        />
      ) : (
        <path fill="currentColor" d="M4 2.8v18.4c0 .5.5.8.9.6l16-9.2c.4-.3.4-.9 0-1.2l-16-9.2c-.4-.2-.9.1-.9.6z" />
      )}
    </svg>
  );
}

import { useEffect, useRef } from 'react';
import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM } from '@kilau/domain';
import type { Store } from '@kilau/domain/stores';
import { loadScript } from '~/lib/load-script';
import { useStoresText } from '../text';

/** The little of Google Maps' JavaScript API the map uses. */
type MapsApi = {
  maps: {
    Map: new (element: HTMLElement, options: object) => object;
    Marker: new (options: object) => object;
  };
};

/** Google Maps' script with the places library (001 §7), loaded once, on demand. */
export const mapsScriptUrl = (key: string) =>
  `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(key)}&libraries=places`;

/**
 * The stores on a Google map (001 §9: default centre Jakarta -6.212, 106.849, zoom 12), shown
 * only when the shop has a maps key; the list beside it works without it.
 */
export function StoreMap({ stores, mapsKey }: { stores: Store[]; mapsKey: string }) {
  const text = useStoresText();
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let cancelled = false;
    loadScript(mapsScriptUrl(mapsKey))
      .then(() => {
        const google = (window as unknown as { google?: MapsApi }).google;
        if (cancelled || !google || !element.current) return;
        const map = new google.maps.Map(element.current, {
          center: MAP_DEFAULT_CENTER,
          zoom: MAP_DEFAULT_ZOOM,
        });
        for (const store of stores) {
          new google.maps.Marker({
            map,
            position: { lat: store.lat, lng: store.lng },
            title: store.name,
          });
        }
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [mapsKey, stores]);
  return (
    <div
      ref={element}
      role="region"
      aria-label={text('mapLabel')}
      data-testid="store-map"
      className="h-80 w-full overflow-hidden rounded-3xl bg-blush-50"
    />
  );
}

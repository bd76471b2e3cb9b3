import { useState } from 'react';
import { LocateFixed } from 'lucide-react';
import { eventTypeLabels, eventTypes } from '@paytable/contracts';
import { FilterSelect } from '@/components/filter-select';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { countryName } from '@/lib/format';

export const EVENT_FILTER_KEYS = ['q', 'type', 'country', 'from', 'to', 'near', 'radius'] as const;
export type EventFilterKey = (typeof EVENT_FILTER_KEYS)[number];

/** Countries where the industry meets most. */
const COUNTRIES = ['MT', 'GB', 'ES', 'PT', 'NL', 'DE', 'CY', 'GI', 'IM', 'SE', 'DK', 'PL', 'IT', 'GR', 'US', 'CA', 'BR', 'PH', 'AE'];

/** Industry hubs for a map-free location search: a name and its coordinates. */
export const HUBS: Record<string, { label: string; latitude: number; longitude: number }> = {
  malta: { label: 'Malta', latitude: 35.9, longitude: 14.45 },
  london: { label: 'London', latitude: 51.5072, longitude: -0.1276 },
  barcelona: { label: 'Barcelona', latitude: 41.3874, longitude: 2.1686 },
  amsterdam: { label: 'Amsterdam', latitude: 52.3676, longitude: 4.9041 },
  lisbon: { label: 'Lisbon', latitude: 38.7223, longitude: -9.1393 },
  limassol: { label: 'Limassol', latitude: 34.7071, longitude: 33.0226 },
  lasvegas: { label: 'Las Vegas', latitude: 36.1716, longitude: -115.1391 },
  saopaulo: { label: 'São Paulo', latitude: -23.5558, longitude: -46.6396 },
};

/** `near` in the URL: a hub name, or "lat,lng" from the device. */
export function nearPoint(near: string): { latitude: number; longitude: number } | undefined {
  const hub = HUBS[near];
  if (hub) return hub;
  const [lat, lng] = near.split(',').map(Number);
  return Number.isFinite(lat) && Number.isFinite(lng) && near.includes(',') ? { latitude: lat!, longitude: lng! } : undefined;
}

/** The list's filters; every value lives in the URL. */
export function EventFilters({ values, set }: { values: Record<EventFilterKey, string>; set: (changes: Partial<Record<EventFilterKey, string>>) => void }) {
  const [locating, setLocating] = useState(false);
  const [locateError, setLocateError] = useState('');
  const active = EVENT_FILTER_KEYS.some((key) => values[key] !== '');
  const locate = () => {
    if (!('geolocation' in navigator)) {
      setLocateError('Your browser cannot share a location. Pick a city instead.');
      return;
    }
    setLocating(true);
    setLocateError('');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        set({ near: `${position.coords.latitude.toFixed(3)},${position.coords.longitude.toFixed(3)}` });
      },
      () => {
        setLocating(false);
        setLocateError('We could not read your location. Pick a city instead.');
      },
      { enableHighAccuracy: false, timeout: 5_000 },
    );
  };
  const nearLabel = HUBS[values.near] ? undefined : values.near ? 'My location' : undefined;
  return (
    <div className="grid gap-3 rounded-lg border bg-card p-3 sm:p-4">
      <SearchInput label="Search events" placeholder="Search events: name, topic or city…" value={values.q} onChange={(q) => set({ q })} />
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6 [&>*]:min-w-0">
        <FilterSelect label="Type" anyLabel="Any type" value={values.type} onChange={(type) => set({ type })}>
          {eventTypes.map((value) => (
            <option key={value} value={value}>
              {eventTypeLabels[value]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="Country" anyLabel="Any country" value={values.country} onChange={(country) => set({ country })}>
          {COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {countryName(code)}
            </option>
          ))}
        </FilterSelect>
        <label className="grid gap-1 text-xs font-medium text-muted-foreground">
          From
          <Input type="date" className="h-9" value={values.from} onChange={(event) => set({ from: event.target.value })} />
        </label>
        <label className="grid gap-1 text-xs font-medium text-muted-foreground">
          To
          <Input type="date" className="h-9" value={values.to} onChange={(event) => set({ to: event.target.value })} />
        </label>
        <FilterSelect label="Near" anyLabel="Anywhere" value={values.near} onChange={(near) => set({ near })}>
          {nearLabel ? <option value={values.near}>{nearLabel}</option> : null}
          {Object.entries(HUBS).map(([key, hub]) => (
            <option key={key} value={key}>
              {hub.label}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="Within" anyLabel="100 km" value={values.radius} onChange={(radius) => set({ radius })} disabled={!values.near}>
          {[10, 25, 50, 250, 500, 1000].map((km) => (
            <option key={km} value={km}>
              {km.toLocaleString('en-GB')} km
            </option>
          ))}
        </FilterSelect>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="outline" size="sm" onClick={locate} disabled={locating}>
          <LocateFixed aria-hidden="true" /> {locating ? 'Locating…' : 'Near me'}
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={!active}
          onClick={() => set(Object.fromEntries(EVENT_FILTER_KEYS.map((key) => [key, ''])) as Record<EventFilterKey, string>)}
        >
          Clear filters
        </Button>
        {locateError ? (
          <p role="status" className="text-sm text-destructive">
            {locateError}
          </p>
        ) : null}
      </div>
    </div>
  );
}

import { useEffect, useState } from 'react';
import { ZIPCODE_LENGTH } from '@kilau/domain/accounts';
import { TextField, SelectField } from '~/components/ui/form-field';
import { useApiClient } from '~/lib/api-client';
import { loadRegions, REGION_LEVELS, regionListPath, type RegionLevel } from '../api/region-calls';
import type { Place, Region } from '../types';
import { useAddressText, type AddressTextKey } from '~/features/addresses/text';

export type RegionChoice = Record<RegionLevel, string>;

/** Where an address already lies (editing): each level's code and name, and its zip code. */
export type RegionStart = Partial<Record<RegionLevel, Place | null>> & { zipcode?: string };

const COPY: Record<
  RegionLevel,
  { label: AddressTextKey; choose: AddressTextKey; wait: AddressTextKey | null }
> = {
  province: { label: 'fieldProvince', choose: 'chooseProvince', wait: null },
  city: { label: 'fieldCity', choose: 'chooseCity', wait: 'regionWaitProvince' },
  district: { label: 'fieldDistrict', choose: 'chooseDistrict', wait: 'regionWaitCity' },
  subdistrict: {
    label: 'fieldSubdistrict',
    choose: 'chooseSubdistrict',
    wait: 'regionWaitDistrict',
  },
};

type LevelStatus = 'waiting' | 'loading' | 'ready' | 'error';

/**
 * One level's options: loaded from the API when the level above is chosen, kept while the
 * next list loads only for the place being edited (so the select still shows it).
 */
function useRegionOptions(level: RegionLevel, parentId: string, current: Place | null) {
  const api = useApiClient();
  const path = regionListPath(level, parentId);
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ key: string; options: Region[] | null } | null>(null);
  const key = `${path}#${attempt}`;

  useEffect(() => {
    if (!path) return;
    let live = true;
    void loadRegions(api, path).then((options) => {
      if (live) setLoaded({ key: `${path}#${attempt}`, options });
    });
    return () => {
      live = false;
    };
  }, [api, path, attempt]);

  const result = path && loaded?.key === key ? loaded.options : undefined;
  const status: LevelStatus = !path
    ? 'waiting'
    : result === undefined
      ? 'loading'
      : result === null
        ? 'error'
        : 'ready';
  const options = result ?? (current && path ? [current] : []);
  return { status, options, retry: () => setAttempt((count) => count + 1) };
}

function RegionSelect({
  level,
  parentId,
  value,
  current,
  error,
  onChoose,
}: {
  level: RegionLevel;
  parentId: string;
  value: string;
  /** The place being edited at this level, shown until its list arrives. */
  current: Place | null;
  error: string | undefined;
  onChoose: (region: Region | null) => void;
}) {
  const text = useAddressText();
  const copy = COPY[level];
  const { status, options, retry } = useRegionOptions(
    level,
    parentId,
    current?.id === value ? current : null,
  );
  const placeholder =
    status === 'waiting' && copy.wait
      ? text(copy.wait)
      : status === 'loading' && options.length === 0
        ? text('regionLoading')
        : text(copy.choose);
  return (
    <div>
      <SelectField
        label={text(copy.label)}
        name={level}
        value={value}
        busy={status === 'loading'}
        disabled={status === 'waiting' || options.length === 0}
        error={error}
        onChange={(event) =>
          onChoose(options.find((option) => option.id === event.currentTarget.value) ?? null)
        }
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </SelectField>
      {status === 'error' ? (
        <p className="mt-1.5 flex items-center gap-2 text-sm text-berry-700">
          {text('regionLoadFailed')}
          <button
            type="button"
            onClick={retry}
            className="min-h-11 rounded-full px-3 font-semibold text-plum-900 underline underline-offset-4 hover:text-rose-700"
          >
            {text('regionRetry')}
          </button>
        </p>
      ) : null}
    </div>
  );
}

/**
 * The address's region: province → city (kabupaten/kota) → district (kecamatan) → village
 * (kelurahan/desa) → postal code (000 §5, 001 §7). Each select loads when the one above is
 * chosen, and changing a level empties every level below it. A village's postal code fills the
 * zip code when the API knows it; otherwise the shopper types the five digits.
 */
export function RegionPicker({
  start = {},
  errorFor,
  onProvinceChosen,
}: {
  start?: RegionStart;
  errorFor: (field: string) => string | undefined;
  /** Told each time a province is chosen (the Papua alert listens). */
  onProvinceChosen?: (province: Region) => void;
}) {
  const text = useAddressText();
  const [choice, setChoice] = useState<RegionChoice>({
    province: start.province?.id ?? '',
    city: start.city?.id ?? '',
    district: start.district?.id ?? '',
    subdistrict: start.subdistrict?.id ?? '',
  });
  const [zipcode, setZipcode] = useState(start.zipcode ?? '');

  const choose = (level: RegionLevel, region: Region | null) => {
    const depth = REGION_LEVELS.indexOf(level);
    setChoice((previous) => {
      const next = { ...previous, [level]: region?.id ?? '' };
      for (const lower of REGION_LEVELS.slice(depth + 1)) next[lower] = '';
      return next;
    });
    if (level === 'subdistrict') {
      if (region?.postal_code) setZipcode(region.postal_code);
    } else {
      setZipcode('');
    }
    if (level === 'province' && region) onProvinceChosen?.(region);
  };

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {REGION_LEVELS.map((level, depth) => (
        <RegionSelect
          key={level}
          level={level}
          parentId={depth === 0 ? '' : choice[REGION_LEVELS[depth - 1]!]}
          value={choice[level]}
          current={start[level] ?? null}
          error={errorFor(level)}
          onChoose={(region) => choose(level, region)}
        />
      ))}
      <TextField
        label={text('fieldZipcode')}
        name="zipcode"
        value={zipcode}
        onChange={(event) =>
          setZipcode(event.currentTarget.value.replace(/\D/g, '').slice(0, ZIPCODE_LENGTH))
        }
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={ZIPCODE_LENGTH}
        hint={text('zipcodeHint')}
        error={errorFor('zipcode')}
      />
    </div>
  );
}

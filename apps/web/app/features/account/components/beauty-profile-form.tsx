import { useState } from 'react';
import { useActionData, useFetcher } from 'react-router';
import {
  MEMBER_TAG_SOURCES,
  MEMBER_TAG_TYPES,
  MEMBER_TAGS_MAX,
  type MemberTagOption,
  type MemberTagSource,
  type MemberTagType,
} from '@kilau/domain/accounts';
import { tagLabel } from '@kilau/domain/catalog';
import { BUTTON_CLASS } from '~/components/ui/form-field';
import { useLocale } from '~/lib/i18n';
import { CheckIcon } from '~/components/ui/icons';
import { isAccountAnswer, TAGS_INTENT } from '../account-forms';
import type { Member } from '../types';
import { FormCard, useAnswerToast } from './form-card';
import { useAccountText, type AccountTextKey } from '~/features/account/text';

const KIND_TITLES: Record<MemberTagType, AccountTextKey> = {
  beauty: 'tagKindBeauty',
  interest: 'tagKindInterest',
};

const GROUP_TITLES: Record<MemberTagSource, AccountTextKey> = {
  skin_type: 'tagGroupSkinType',
  concern: 'tagGroupConcern',
  benefit: 'tagGroupBenefit',
  ingredient: 'tagGroupIngredient',
};

const CHIP_CLASS = [
  'group relative inline-flex min-h-10 cursor-pointer select-none items-center gap-1.5 rounded-full border border-blush-300 bg-white px-4 text-sm font-semibold text-plum-800 transition',
  'hover:border-plum-900 has-[:checked]:border-plum-900 has-[:checked]:bg-plum-900 has-[:checked]:text-cream-50',
  'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-45 has-[:disabled]:hover:border-blush-300',
  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-rose-600',
].join(' ');

/**
 * The member's beauty profile and interests (001 §7 `POST /user/me/tags`): skin type and skin
 * concerns, benefits and ingredients, picked as chips (checkboxes in fieldsets) from the tags the
 * API offers, at most 20 of each kind. Saved through the page's action, which also works without
 * JavaScript; the answer is a toast.
 */
export function BeautyProfileForm({
  member,
  options,
}: {
  member: Member;
  options: Record<MemberTagType, MemberTagOption[]>;
}) {
  const text = useAccountText();
  const locale = useLocale();
  const fetcher = useFetcher({ key: TAGS_INTENT });
  const actionData = useActionData();
  const answer = [fetcher.data, actionData].find((value) => isAccountAnswer(value, TAGS_INTENT));
  useAnswerToast(answer);
  const [chosen, setChosen] = useState<Record<MemberTagType, ReadonlySet<number>>>(() => ({
    beauty: new Set(member.tags.beauty.map((tag) => tag.id)),
    interest: new Set(member.tags.interest.map((tag) => tag.id)),
  }));
  const busy = fetcher.state !== 'idle';
  const nothingOffered = MEMBER_TAG_TYPES.every((kind) => options[kind].length === 0);

  const toggle = (kind: MemberTagType, id: number, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current[kind]);
      if (on) next.add(id);
      else next.delete(id);
      return { ...current, [kind]: next };
    });

  return (
    <FormCard title={text('beautyTitle')} intro={text('beautyIntro')} answer={answer}>
      {nothingOffered ? (
        <p className="rounded-2xl bg-blush-50 p-4 text-sm text-plum-700">
          {text('tagOptionsUnavailable')}
        </p>
      ) : (
        <fetcher.Form method="post" className="grid gap-8">
          <input type="hidden" name="intent" value={TAGS_INTENT} />
          {MEMBER_TAG_TYPES.map((kind) => {
            const full = chosen[kind].size >= MEMBER_TAGS_MAX;
            return (
              <section key={kind} aria-labelledby={`tags-${kind}`} className="grid gap-5">
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-blush-200 pb-2">
                  <h3 id={`tags-${kind}`} className="font-display text-lg font-semibold">
                    {text(KIND_TITLES[kind])}
                  </h3>
                  <p className="text-xs font-medium text-plum-600" aria-live="polite">
                    {text('tagsChosen', { count: chosen[kind].size, max: MEMBER_TAGS_MAX })}
                  </p>
                </div>
                {MEMBER_TAG_SOURCES[kind].map((source) => {
                  const group = options[kind]
                    .filter((option) => option.type === source)
                    .sort((a, b) => tagLabel(a, locale).localeCompare(tagLabel(b, locale), locale));
                  if (group.length === 0) return null;
                  return (
                    <fieldset key={source}>
                      <legend className="mb-2.5 text-sm font-semibold text-plum-900">
                        {text(GROUP_TITLES[source])}
                      </legend>
                      <div className="flex flex-wrap gap-2">
                        {group.map((option) => {
                          const checked = chosen[kind].has(option.id);
                          return (
                            <label key={option.id} className={CHIP_CLASS}>
                              <input
                                type="checkbox"
                                name={kind}
                                value={option.id}
                                checked={checked}
                                disabled={full && !checked}
                                onChange={(event) =>
                                  toggle(kind, option.id, event.currentTarget.checked)
                                }
                                className="sr-only"
                              />
                              <CheckIcon className="-ml-1 hidden size-4 group-has-[:checked]:block" />
                              {tagLabel(option, locale)}
                            </label>
                          );
                        })}
                      </div>
                    </fieldset>
                  );
                })}
                {full ? (
                  <p className="text-xs text-plum-600">
                    {text('tagsFull', { max: MEMBER_TAGS_MAX })}
                  </p>
                ) : null}
              </section>
            );
          })}
          <div>
            <button
              type="submit"
              disabled={busy}
              className={`${BUTTON_CLASS.primary} w-full sm:w-auto`}
            >
              {busy ? text('saving') : text('beautySave')}
            </button>
          </div>
        </fetcher.Form>
      )}
    </FormCard>
  );
}

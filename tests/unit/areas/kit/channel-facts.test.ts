// A channel in one line (the channel table's suggestions, the category routes), in the element's language: its kind translated, members grouped.
import { expect, it } from 'vitest';
import { channelFacts } from '../../../../src/areas/kit/channel-facts';
import { kitAreaAr } from '../../../../src/areas/kit/messages.ar';
import { createTranslator, english, prefixed } from '../../../../src/core/i18n';
import type { Channel } from '../../../../src/resources/schemas';
import { localeOf } from '../../../../src/ui/locale';

const channel = { kind: 'channel', members_count: 97640 } as Channel;

it('reads "Channel · 97,640 members" in English', () => {
  expect(channelFacts(localeOf(english), channel)).toBe('Channel · 97,640 members');
});

it('translates the kind and groups the members in Arabic', () => {
  const arabic = createTranslator('ar', prefixed('areas', kitAreaAr));
  const facts = channelFacts(localeOf(arabic), channel);
  expect(facts).toContain('قناة');
  expect(facts).not.toContain('Channel');
  expect(facts).toContain(new Intl.NumberFormat('ar').format(97640));
});

it('leaves the members out when the channel does not say', () => {
  const unknownMembers = { ...channel, members_count: null } as unknown as Channel;
  expect(channelFacts(localeOf(english), unknownMembers)).toBe('Channel');
});

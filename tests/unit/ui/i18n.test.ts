// The message catalog: spec texts verbatim, variables, languages with English fallback, area namespaces.

import { afterEach, expect, it } from 'vitest';
import {
  defineMessages,
  getMessagesRevision,
  hasMessage,
  registerMessages,
  setLanguage,
  subscribeLanguage,
  t,
  translate,
} from '../../../src/core/i18n';

afterEach(() => {
  setLanguage('en');
});

it('holds the spec texts verbatim', () => {
  expect(t('accessDenied.title')).toBe('Access Denied!');
  expect(t('accessDenied.error')).toBe('Error!');
  expect(t('accessDenied.message')).toBe('You do not have permission to acces this page.');
  expect(t('accessDenied.home')).toBe('Go back to home');
  expect(t('notFound.title')).toBe('404');
  expect(t('notFound.message')).toBe("Sorry! The page you were looking for doesn't exist.");
  expect(t('app.unexpectedError')).toBe('Unexpected Application Error!');
});

it('fills in variables', () => {
  expect(t('app.chunkFailed', { n: 7 })).toBe('Loading chunk 7 failed');
  expect(t('table.range', { from: 1, to: 20, total: 345 })).toBe('1–20 of 345');
});

it('a missing variable leaves its placeholder', () => {
  expect(t('app.chunkFailed')).toBe('Loading chunk {n} failed');
});

it('another language shows its texts and falls back to English for the rest', () => {
  registerMessages('fr', { 'signIn.submit': 'Se connecter' });
  setLanguage('fr-CA');
  expect(t('signIn.submit')).toBe('Se connecter');
  expect(t('signIn.email')).toBe('Email');
});

it('listeners hear language changes and the revision moves on', () => {
  const before = getMessagesRevision();
  let calls = 0;
  const unsubscribe = subscribeLanguage(() => {
    calls += 1;
  });
  setLanguage('de');
  setLanguage('de');
  unsubscribe();
  setLanguage('en');
  expect(calls).toBe(1);
  expect(getMessagesRevision()).toBe(before + 2);
});

it('areas register their own namespaced strings and get a typed translator', () => {
  const tasksText = defineMessages('tasks', { create: 'Create task', count: '{n} tasks' });
  expect(tasksText('create')).toBe('Create task');
  expect(tasksText('count', { n: 3 })).toBe('3 tasks');
  expect(translate('tasks.create')).toBe('Create task');
  expect(hasMessage('tasks.create')).toBe(true);
});

it('unknown keys come back as themselves', () => {
  expect(translate('nowhere.key')).toBe('nowhere.key');
  expect(hasMessage('nowhere.key')).toBe(false);
});

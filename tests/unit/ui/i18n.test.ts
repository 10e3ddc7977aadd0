// The message catalog: spec texts verbatim, variables, per-element translators with English fallback and overrides, area namespaces.

import { expect, it } from 'vitest';
import {
  bookText,
  createTranslator,
  defineMessages,
  english,
  getCatalogRevision,
  registerMessages,
  subscribeCatalogs,
} from '../../../src/core/i18n';

it('holds the spec texts verbatim', () => {
  const { t } = english;
  expect(t('accessDenied.title')).toBe('Access Denied!');
  expect(t('accessDenied.error')).toBe('Error!');
  expect(t('accessDenied.message')).toBe('You do not have permission to acces this page.');
  expect(t('accessDenied.home')).toBe('Go back to home');
  expect(t('notFound.title')).toBe('404');
  expect(t('notFound.message')).toBe("Sorry! The page you were looking for doesn't exist.");
  expect(t('app.unexpectedError')).toBe('Unexpected Application Error!');
});

it('fills in variables', () => {
  expect(english.t('app.chunkFailed', { n: 7 })).toBe('Loading chunk 7 failed');
  expect(english.t('table.range', { from: 1, to: 20, total: 345 })).toBe('1–20 of 345');
});

it('a missing variable leaves its placeholder', () => {
  expect(english.t('app.chunkFailed')).toBe('Loading chunk {n} failed');
});

it('two translators in two languages side by side, English for the keys a catalog lacks', () => {
  registerMessages('fr', { 'signIn.submit': 'Se connecter' });
  const french = createTranslator('fr-CA');
  expect(french.t('signIn.submit')).toBe('Se connecter');
  expect(french.t('signIn.email')).toBe('Email');
  expect(english.t('signIn.submit')).toBe('Sign in');
});

it('an element`s strings override single texts, for that translator only', () => {
  const custom = createTranslator('en', { 'signIn.submit': 'Log in, {name}' });
  expect(custom.t('signIn.submit', { name: 'Ada' })).toBe('Log in, Ada');
  expect(custom.t('signIn.email')).toBe('Email');
  expect(english.t('signIn.submit')).toBe('Sign in');
});

it('Arabic, Hebrew and Persian read right to left; the rest left to right', () => {
  expect(createTranslator('ar').dir).toBe('rtl');
  expect(createTranslator('he-IL').dir).toBe('rtl');
  expect(createTranslator('fa').dir).toBe('rtl');
  expect(createTranslator('de').dir).toBe('ltr');
});

it('listeners hear catalog changes and the revision moves on', () => {
  const before = getCatalogRevision();
  let calls = 0;
  const unsubscribe = subscribeCatalogs(() => {
    calls += 1;
  });
  registerMessages('nl', { 'signIn.submit': 'Inloggen' });
  unsubscribe();
  registerMessages('nl', { 'signIn.email': 'E-mail' });
  expect(calls).toBe(1);
  expect(getCatalogRevision()).toBe(before + 2);
});

it('areas register their own namespaced strings and get a typed translator', () => {
  const tasksBook = defineMessages('tasksTest', { create: 'Create task', count: '{n} tasks' });
  const tasksText = bookText(english, tasksBook);
  expect(tasksText('create')).toBe('Create task');
  expect(tasksText('count', { n: 3 })).toBe('3 tasks');
  expect(english.translate('tasksTest.create')).toBe('Create task');
  expect(english.has('tasksTest.create')).toBe(true);
  expect(bookText(english, tasksBook)).toBe(tasksText);
});

it("a book's own new texts leave the revision as it is; one replacing a text moves it on", () => {
  const before = getCatalogRevision();
  defineMessages('quietBook', { title: 'Quiet' });
  expect(getCatalogRevision()).toBe(before);
  expect(english.translate('quietBook.title')).toBe('Quiet');
  defineMessages('quietBook', { title: 'Quiet' });
  expect(getCatalogRevision()).toBe(before);
  defineMessages('quietBook', { title: 'Louder' });
  expect(getCatalogRevision()).toBe(before + 1);
  expect(english.translate('quietBook.title')).toBe('Louder');
});

it('unknown keys come back as themselves', () => {
  expect(english.translate('nowhere.key')).toBe('nowhere.key');
  expect(english.has('nowhere.key')).toBe(false);
});

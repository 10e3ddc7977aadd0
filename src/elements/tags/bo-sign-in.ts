// <bo-sign-in>: email/password and phone sign-in for the whole page; open to every user, so no admin gate.
import { SignInScreen } from '../../areas/sign-in/sign-in-screen';
import { defineElement } from '../define-element';

export const BoSignIn = defineElement('bo-sign-in', SignInScreen, { requiresAdmin: false });

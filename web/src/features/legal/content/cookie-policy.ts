import { COOKIE_CONSENT_KEY, LEGAL_LAST_UPDATED } from '@shared/constants';
import { LEGAL_CONTACT_EMAIL, type LegalDocument } from './types';

/** The session cookie name the spec reserves (SPEC 2 and 9). */
export const SESSION_COOKIE_NAME = 'connect.sid';

export const cookiePolicy: LegalDocument = {
  id: 'cookies',
  title: 'Cookie Policy',
  lastUpdated: LEGAL_LAST_UPDATED,
  intro: [
    "This Cookie Policy explains how Ringside uses cookies and similar technologies such as your browser's local storage, what each one is for, and how you can control them.",
  ],
  sections: [
    {
      heading: '1. What cookies are',
      body: [
        'Cookies are small text files that a website stores in your browser so it can remember something between pages or visits. Local storage is a similar browser feature that lets a website keep small pieces of data on your device; unlike cookies, it is not sent to the server with every request. In this policy, "cookies" covers both.',
      ],
    },
    {
      heading: '2. How we use cookies',
      body: [
        'We use cookies only to make Ringside work and to remember your choices:',
        {
          list: [
            'to keep you signed in while you move around the site and between visits;',
            'to remember whether you accepted or rejected non-essential cookies, so we do not ask again on every page;',
            'to keep the service secure.',
          ],
        },
        'We do not use cookies for advertising, and we do not let advertisers or data brokers place cookies through Ringside.',
      ],
    },
    {
      heading: '3. Types of cookies',
      body: [
        `Strictly necessary. These are needed for Ringside to work and cannot be switched off in our settings. Your sign-in session is kept in your browser's local storage by our authentication library (AWS Amplify), under keys that start with "CognitoIdentityServiceProvider". It holds the tokens that prove you are signed in. The cookie name ${SESSION_COOKIE_NAME} is the name reserved for our session cookie if a server-side session is used; today no such cookie is set, because the session lives in local storage. Your cookie choice is stored in local storage under the key "${COOKIE_CONSENT_KEY}", with the value "accepted" or "rejected".`,
        'Functional. These remember preferences that make the site nicer to use. Ringside does not currently set any functional cookies beyond the strictly necessary ones above. If we add some, they will be used only if you accepted them.',
        'Analytics. These would help us understand how the site is used. Ringside does not currently use analytics cookies or any analytics service. If we ever add them, they will be used only if you accepted non-essential cookies, and we will list them here first.',
        "Third-party. These are set by another company's service embedded in a site. Ringside does not embed third-party players, widgets, social buttons or ads, so no third-party cookies are set through Ringside. When you follow a link to another site, for example a YouTube video, that site may set its own cookies under its own policy.",
      ],
    },
    {
      heading: '4. How long cookies last',
      body: [
        'Session cookies are deleted when you close your browser. Persistent cookies stay until they expire or you delete them; we never set a persistent cookie that lasts longer than 2 years.',
        `The sign-in tokens in local storage are short-lived and renewed while you use Ringside; they are removed when you sign out. Your "${COOKIE_CONSENT_KEY}" choice stays until you clear your browser's storage for Ringside.`,
      ],
    },
    {
      heading: '5. Managing cookies in your browser',
      body: [
        'You can see and delete cookies and site data in your browser at any time, and block them altogether:',
        {
          list: [
            'Chrome: Settings > Privacy and security > Third-party cookies, or Site settings > View permissions and data stored across sites.',
            'Firefox: Settings > Privacy & Security > Cookies and Site Data > Manage Data.',
            'Safari (Mac): Settings > Privacy > Manage Website Data. Safari (iPhone and iPad): Settings > Apps > Safari > Advanced > Website Data.',
            'Edge: Settings > Cookies and site permissions > Manage and delete cookies and site data.',
          ],
        },
        'If you block or delete strictly necessary storage, you will be signed out and some parts of Ringside will not work. Clearing the site data for Ringside also clears your cookie choice, and we will ask you again.',
      ],
    },
    {
      heading: '6. Do Not Track',
      body: [
        'Some browsers can send a "Do Not Track" signal. There is no common standard for how websites should respond to it. Ringside does not track you across other websites and does not serve targeted advertising, so we treat every visitor the same way whether or not the signal is sent.',
      ],
    },
    {
      heading: '7. GDPR and your consent',
      body: [
        'Under the GDPR and the ePrivacy rules, we may use strictly necessary storage without asking, because Ringside cannot work without it. Any non-essential cookie needs your consent first. You give or refuse it with the cookie banner: "Accept All Cookies" allows non-essential cookies, while "Reject Non-Essential" or closing the banner refuses them. To change your mind, clear Ringside\'s site data in your browser and the banner will ask you again. Your other rights over your personal data are described in our Privacy Policy.',
      ],
    },
    {
      heading: '8. Updates to this policy',
      body: [
        'We update this policy whenever we change the cookies we use, and change the "Last Updated" date above. If we start using a new kind of non-essential cookie, we will ask for your consent again.',
      ],
    },
    {
      heading: '9. Contact',
      body: [`Questions about cookies on Ringside: ${LEGAL_CONTACT_EMAIL}.`],
    },
    {
      heading: '10. Related policies',
      body: [
        'Our Privacy Policy explains what personal data we collect and your rights over it. Our Terms of Use set out the rules for using Ringside. Both are available at the bottom of the log-in and sign-up pages.',
      ],
    },
  ],
};

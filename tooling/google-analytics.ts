/**
 * Google Analytics without Google: the test measurement id a test site is built with, and
 * stand-ins for every endpoint Firebase Analytics and gtag.js reach, so that no test, and no
 * Lighthouse run, contacts Google. The e2e tests answer them in the browser (page.route); the
 * performance report serves the same answers.
 */
import { DEMO_FIREBASE_VARIABLES } from '../src/config/demo-project';

/** The Firebase variables an analytics test site is built with (no real property). */
export const ANALYTICS_TEST_ENV = {
  VITE_FIREBASE_API_KEY: DEMO_FIREBASE_VARIABLES.VITE_FIREBASE_API_KEY,
  VITE_FIREBASE_PROJECT_ID: DEMO_FIREBASE_VARIABLES.VITE_FIREBASE_PROJECT_ID,
  VITE_FIREBASE_APP_ID: DEMO_FIREBASE_VARIABLES.VITE_FIREBASE_APP_ID,
  VITE_FIREBASE_MEASUREMENT_ID: 'G-TEST000000',
} as const;

/** Strings Firebase Analytics' code keeps through minification. */
const SDK_MARKERS = ['@firebase/analytics', 'googletagmanager.com'];

/** Whether a built script carries Firebase Analytics (which loads gtag.js). */
export function hasAnalyticsSdk(code: string): boolean {
  return SDK_MARKERS.some((marker) => code.includes(marker));
}

/** Whether a built script carries any analytics code: the SDK, or our events and queue. */
export function hasAnalyticsCode(code: string): boolean {
  return hasAnalyticsSdk(code) || code.includes('generate_lead');
}

/** Every host analytics reaches: gtag.js, Firebase's config and installations, the collect endpoint. */
export function isGoogleAnalyticsHost(hostname: string): boolean {
  return (
    hostname === 'www.googletagmanager.com' ||
    hostname === 'firebase.googleapis.com' ||
    hostname === 'firebaseinstallations.googleapis.com' ||
    hostname.endsWith('.google-analytics.com') ||
    hostname.endsWith('.analytics.google.com')
  );
}

type StandInResponse = { status: number; headers: Record<string, string>; body: string };

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};

const json = (value: unknown): StandInResponse => ({
  status: 200,
  headers: { ...CORS, 'content-type': 'application/json' },
  body: JSON.stringify(value),
});

/** Google's answer to a request analytics makes, as its stand-in gives it. */
export function standInResponse(method: string, url: URL): StandInResponse {
  if (method === 'OPTIONS') return { status: 204, headers: CORS, body: '' };
  if (url.hostname === 'www.googletagmanager.com' && url.pathname === '/gtag/js') {
    return {
      status: 200,
      headers: { ...CORS, 'content-type': 'text/javascript' },
      body: gtagStandIn(),
    };
  }
  const webConfig = /^\/v1alpha\/projects\/-\/apps\/([^/]+)\/webConfig$/.exec(url.pathname);
  if (url.hostname === 'firebase.googleapis.com' && webConfig) {
    return json({
      appId: decodeURIComponent(webConfig[1] ?? ''),
      measurementId: ANALYTICS_TEST_ENV.VITE_FIREBASE_MEASUREMENT_ID,
    });
  }
  if (url.hostname === 'firebaseinstallations.googleapis.com') {
    const fid = 'cTestInstallation0000';
    return json({
      name: `projects/${DEMO_FIREBASE_VARIABLES.VITE_FIREBASE_PROJECT_ID}/installations/${fid}`,
      fid,
      refreshToken: 'test-refresh-token',
      authToken: { token: 'test-auth-token', expiresIn: '604800s' },
    });
  }
  // The collect endpoint, and anything else: received, nothing to say.
  return { status: 204, headers: CORS, body: '' };
}

/** About the size of Google's gtag.js for a GA4 property (late 2026: ~400 KB, ~135 KB gzip). */
const GTAG_BYTES = 400_000;

let gtag: string | undefined;

/**
 * A stand-in for gtag.js of its real size and kind of work: it reads the dataLayer as gtag.js
 * does (never changing an entry), sends each event to the collect endpoint, and carries about
 * as much code as the real script, which the browser parses and compiles, most of it run once
 * at start-up as gtag.js sets itself up.
 */
function gtagStandIn(): string {
  if (gtag !== undefined) return gtag;
  const parts: string[] = [];
  let seed = 1;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed;
  };
  let size = 0;
  for (let index = 0; size < GTAG_BYTES; index++) {
    const a = random() % 997;
    const b = random() % 991;
    const part = `function f${index}(x){var y=x^${a},z=[${random() % 9973},${random() % 9967},${b}];for(var i=0;i<${(a % 7) + 2};i++){y=(y*${b}+z[i%3])%${(random() % 9000) + 1000};if(y===${a})z.push("${random().toString(36)}${random().toString(36)}")}return y}\n`;
    parts.push(part);
    size += part.length;
  }
  gtag = `(function(){var w=window,l=w.dataLayer=w.dataLayer||[],seen=0;
${parts.join('')}
var fs=[${parts.map((_, index) => `f${index}`).join(',')}],s=0;for(var n=0;n<fs.length;n++)s+=fs[n](n);
function send(name){try{fetch("https://region1.google-analytics.com/g/collect?v=2&tid=${ANALYTICS_TEST_ENV.VITE_FIREBASE_MEASUREMENT_ID}&en="+encodeURIComponent(name),{method:"POST",mode:"no-cors",keepalive:true}).catch(function(){})}catch(e){}}
function read(){for(;seen<l.length;seen++){var a=l[seen];if(a&&a[0]==="event")send(a[1])}}
var push=l.push;l.push=function(){var r=push.apply(l,arguments);read();return r};read();w.__gtagStandIn=s;})();
`;
  return gtag;
}

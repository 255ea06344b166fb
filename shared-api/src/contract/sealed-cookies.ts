// How the front-ends seal the session's token in its cookie (`owner-token`, `tenant-token`): shared
// with the server, which reads the cookie a page request carries to render the signed-in page (SSR) ahead of
// its scripts. Web Crypto only, so the same code runs in browsers and in Node.

/*
 * Sealing only keeps the values from being readable at a glance in the browser's storage; the
 * server's checks of every token are the security, so a secret shipped in the bundle is enough.
 */
const cookieSecret = 'homestead:session-cookies:v1';
const cookieSalt = 'homestead:session-cookies:salt';
const keyIterations = 100;
const ivLength = 12;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

const deriveKey = () =>
  crypto.subtle
    .importKey('raw', encoder.encode(cookieSecret), 'PBKDF2', false, ['deriveKey'])
    .then((secret) =>
      crypto.subtle.deriveKey(
        {
          name: 'PBKDF2',
          hash: 'SHA-256',
          salt: encoder.encode(cookieSalt),
          iterations: keyIterations,
        },
        secret,
        { name: 'AES-GCM', length: 256 },
        false,
        ['encrypt', 'decrypt'],
      ),
    );

let cookieKey: ReturnType<typeof deriveKey> | undefined;
const deriveCookieKey = () => (cookieKey ??= deriveKey());

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

/** AES-GCM with a fresh IV on every write; the cookie holds the IV followed by the ciphertext. */
export async function encryptCookieValue(plainText: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(ivLength));
  const cipherText = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    await deriveCookieKey(),
    encoder.encode(plainText),
  );
  const sealed = new Uint8Array(ivLength + cipherText.byteLength);
  sealed.set(iv);
  sealed.set(new Uint8Array(cipherText), ivLength);
  return toBase64Url(sealed);
}

/** The sealed value's text; rejects when it was not sealed with this key or was altered. */
export async function decryptCookieValue(sealedText: string): Promise<string> {
  const sealed = fromBase64Url(sealedText);
  if (sealed.length <= ivLength) throw new Error('The value is too short to be encrypted');
  const plainText = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: sealed.subarray(0, ivLength) },
    await deriveCookieKey(),
    sealed.subarray(ivLength),
  );
  return decoder.decode(plainText);
}

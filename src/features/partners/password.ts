/** Spec 1 §5: a generated password is this prefix plus 4 random characters, 8 in all. */
export const PASSWORD_PREFIX = 'n@0X';
export const GENERATED_PASSWORD_LENGTH = 8;
export const PASSWORD_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789@$!%*#?&';

/** An integer in [0, max): the randomness source, injectable for tests. */
export type RandomInt = (max: number) => number;

/** Uniform integers from the browser's CSPRNG (rejection sampling, so no character is favoured). */
export const cryptoRandomInt: RandomInt = (max) => {
  const limit = Math.floor(0x1_0000_0000 / max) * max;
  const buffer = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buffer);
    if (buffer[0] < limit) return buffer[0] % max;
  }
};

/** A new shipper's password: `n@0X` + 4 characters from letters, digits and @$!%*#?&. */
export function generatePassword(randomInt: RandomInt = cryptoRandomInt): string {
  let password = PASSWORD_PREFIX;
  while (password.length < GENERATED_PASSWORD_LENGTH) password += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  return password;
}

/** A proof-of-work challenge as the server issues it (altcha). */
export interface CaptchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/** The answer the server verifies: the challenge, the number found, as base64 JSON. */
export function captchaPayload(challenge: CaptchaChallenge, solution: { number: number; took: number }): string {
  const json = JSON.stringify({
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
    took: solution.took,
  });
  return btoa(json);
}

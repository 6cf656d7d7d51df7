/**
 * Australian mobile numbers for phone sign-in (SMS codes go only to mobiles). Accepts what shoppers type:
 * "0412 345 678", "0412-345-678", "+61 412 345 678", "61412345678", "(04) 1234 5678". Answers E.164
 * (+614XXXXXXXX), or null when the input is not an Australian mobile.
 */
export function australianMobileE164(input: string): string | null {
  const compact = input.replace(/[\s().-]/g, "");
  const national = /^\+?61(4\d{8})$/.exec(compact)?.[1] ?? /^0(4\d{8})$/.exec(compact)?.[1];
  return national ? `+61${national}` : null;
}

/** The message for a number that is not an Australian mobile. */
export const MOBILE_NUMBER_MESSAGE = "Enter an Australian mobile number, like 0412 345 678";

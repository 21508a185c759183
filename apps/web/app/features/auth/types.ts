/** What the page shell knows of the signed-in member (a trimmed `user/me`). */
export type Member = {
  id: number;
  user_name: string;
  first_name: string | null;
  last_name: string | null;
  /** How the header greets the member: first name, else username, else e-mail. */
  name: string;
  email: string;
  phone_no: string | null;
  image: string | null;
  is_agree_to_legal_statements: boolean;
  is_verified_phone: boolean;
  is_verified_email: boolean;
  /** Mandatory profile fields still empty (001 §3); non-empty sends the member to complete them. */
  missing_fields: string[];
};

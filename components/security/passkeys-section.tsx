// Placeholder: the passkeys part of the profile security page (issue 23, passkeys helper).
export function PasskeysSection() {
  return null;
}

import { users } from './schema.ts';

/** Who a user is, as documents and lists name her: e-mail, names and identity document. */
export const userIdentityColumns = {
  email: users.email,
  name: users.name,
  lastName: users.lastName,
  secondLastName: users.secondLastName,
  documentType: users.documentType,
  documentNumber: users.documentNumber,
};

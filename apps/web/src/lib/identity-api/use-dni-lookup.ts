import type { DocumentType, IdentityPerson } from '@invierte/domain';
import { useEffect, useRef, useState } from 'react';
import { lookupIdentity } from './identity-lookup';

const DNI = /^\d{8}$/;

type LookupState =
  | { dni: null; status: 'idle' }
  | { dni: string; status: 'pending' }
  | { dni: string; status: 'found'; person: IdentityPerson }
  | { dni: string; status: 'failed'; error: string };

export interface DniLookup {
  /** The names come from the register (or are on their way): the person may not edit them. */
  locked: boolean;
  pending: boolean;
  /** The Spanish message of requirements R8 after a failed lookup. */
  error: string | null;
  person: IdentityPerson | null;
}

/**
 * With a DNI of 8 digits, asks the register for the person's names (requirements R2, R8) and hands them
 * to `setNames`; a failure, or another full number or type afterwards, clears them (`setNames(null)`).
 * A number made short (a digit deleted while correcting it) only releases them for editing: the
 * field's own message says what is wrong with the DNI, and the names are not emptied for it.
 */
export function useDniLookup(
  documentType: DocumentType,
  documentNumber: string,
  setNames: (person: IdentityPerson | null) => void,
): DniLookup {
  const dni = documentType === 'DNI' && DNI.test(documentNumber) ? documentNumber : null;
  const [state, setState] = useState<LookupState>({ dni: null, status: 'idle' });
  const setNamesRef = useRef(setNames);
  useEffect(() => {
    setNamesRef.current = setNames;
  });
  // Names put there by the register must not stay behind for another document.
  const filledByRegister = useRef(false);

  useEffect(() => {
    if (!dni) {
      setState({ dni: null, status: 'idle' });
      return;
    }
    if (filledByRegister.current) {
      filledByRegister.current = false;
      setNamesRef.current(null);
    }
    let current = true;
    setState({ dni, status: 'pending' });
    void lookupIdentity(dni).then((result) => {
      // A newer number was typed meanwhile: this answer is about someone else.
      if (!current) return;
      if (result.success) {
        filledByRegister.current = true;
        setNamesRef.current(result.data);
        setState({ dni, status: 'found', person: result.data });
      } else {
        setNamesRef.current(null);
        setState({ dni, status: 'failed', error: result.error });
      }
    });
    return () => {
      current = false;
    };
  }, [dni]);

  const mine = state.dni !== null && state.dni === dni;
  return {
    locked: mine && (state.status === 'pending' || state.status === 'found'),
    pending: mine && state.status === 'pending',
    error: mine && state.status === 'failed' ? state.error : null,
    person: mine && state.status === 'found' ? state.person : null,
  };
}

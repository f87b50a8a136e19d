import { useNavigate } from 'react-router';
import { AppDialog, SIMULATOR_DIALOG_WIDTH } from '../../../components/AppDialog';
import { PRODUCTS_PATH } from '../paths';
import { Simulator } from './Simulator';

/** The sidebar's "Simula tu inversión" modal (SPEC.md §2, max width 488 px). */
export default function SimulatorDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <AppDialog open onClose={onClose} title="Simula tu inversión" width={SIMULATOR_DIALOG_WIDTH}>
      <Simulator
        productSelect="always"
        onInvest={() => {
          onClose();
          void navigate(PRODUCTS_PATH);
        }}
      />
    </AppDialog>
  );
}

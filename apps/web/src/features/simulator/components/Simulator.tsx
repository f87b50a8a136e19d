import type { CalculatorRegisterRequest, SimulationOutcome } from '@invierte/domain';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useProfileMe } from '../../../lib/session-api/profile-me';
import { registerCalculation } from '../api/register-calculation';
import { registerParticipantCalculation } from '../api/register-participant-calculation';
import { useCustomerRecord } from '../hooks/use-customer-record';
import { useSimulator } from '../hooks/use-simulator';
import { SimulatorForm } from './SimulatorForm';
import { SimulatorResult } from './SimulatorResult';

interface SimulatorProps {
  /**
   * 'always': the product select, disabled for non-affluent customers (the sidebar dialog).
   * 'affluent': the select for affluent customers; the others, who have only Factoring to choose,
   * get the Dólares/Soles toggle instead (the community calculator page).
   */
  productSelect: 'always' | 'affluent';
  onInvest: (result: SimulationOutcome) => void;
}

function SimulatorSteps({ affluent, productSelect, onInvest }: SimulatorProps & { affluent: boolean }) {
  const { data: user } = useProfileMe();
  // Each calculation is recorded for the team; PARTICIPE users have their own endpoint.
  const record = (body: CalculatorRegisterRequest) =>
    user?.profile === 'PARTICIPE' ? registerParticipantCalculation(body) : registerCalculation(body);
  const state = useSimulator({
    affluent,
    productSelect: productSelect === 'always' || affluent,
    onCalculated: record,
  });
  return state.result ? (
    <SimulatorResult result={state.result} onInvest={onInvest} onRecalculate={state.recalculate} />
  ) : (
    <SimulatorForm state={state} />
  );
}

/** "Simula tu inversión": waits for the customer record (requirements R4), then form and result. */
export function Simulator(props: SimulatorProps) {
  const customer = useCustomerRecord();
  if (!customer) {
    return (
      <Box role="status" sx={{ display: 'grid', placeItems: 'center', gap: 2, py: 4 }}>
        <CircularProgress aria-hidden />
        <Typography color="text.secondary">Cargando tus datos…</Typography>
      </Box>
    );
  }
  return <SimulatorSteps {...props} affluent={customer.affluent} />;
}

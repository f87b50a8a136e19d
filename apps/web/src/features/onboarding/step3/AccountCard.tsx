import { currencyNames } from '@invierte/domain';
import type { DepositAccount } from '@invierte/domain';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';

/** A number with a button that copies it; the button says so for two seconds. */
function CopyableNumber({ label, value, testId }: { label: string; value: string; testId: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value.replace(/[\s-]/g, ''));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
      <div>
        <Typography variant="caption" color="text.secondary" component="p">
          {label}
        </Typography>
        <Typography
          sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', wordBreak: 'break-all' }}
          data-testid={testId}
        >
          {value}
        </Typography>
      </div>
      <Tooltip title={copied ? '¡Copiado!' : `Copiar ${label.toLowerCase()}`}>
        <IconButton
          onClick={() => void copy()}
          aria-label={`Copiar ${label.toLowerCase()}`}
          color={copied ? 'success' : 'primary'}
        >
          {copied ? <CheckIcon /> : <ContentCopyIcon />}
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

/** One of the fund's collection accounts, with its numbers ready to copy. */
export function AccountCard({ account }: { account: DepositAccount }) {
  const currency = currencyNames[account.currency];
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }} data-testid="fund-account">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <AccountBalanceIcon color="primary" />
        <div>
          <Typography sx={{ fontWeight: 700 }}>{account.bank}</Typography>
          <Typography variant="body2" color="text.secondary">
            Cuenta corriente en {currency} · {account.holder}
          </Typography>
        </div>
      </Stack>
      <CopyableNumber label="Número de cuenta" value={account.accountNumber} testId="account-number" />
      <CopyableNumber label="CCI" value={account.cci} testId="account-cci" />
    </Paper>
  );
}

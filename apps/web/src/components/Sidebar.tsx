import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { NAVBAR_HEIGHT_XS, TOP_BAR_HEIGHT } from './TopBar';

export interface SidebarItem {
  label: string;
  icon: ReactNode;
  /** A route, or an action such as opening a modal. */
  to?: string;
  onClick?: () => void;
  testId?: string;
}

interface SidebarProps {
  items: SidebarItem[];
  variant: 'permanent' | 'persistent' | 'temporary';
  open: boolean;
  onClose: () => void;
  width: number;
}

/** The side navigation; which items exist and how it behaves is decided by the layout. */
export function Sidebar({ items, variant, open, onClose, width }: SidebarProps) {
  const inFlow = variant !== 'temporary';
  const closeIfModal = () => {
    if (variant === 'temporary') onClose();
  };
  return (
    <Drawer
      variant={variant}
      open={open}
      onClose={onClose}
      sx={{
        // In-flow drawers take room beside the page; a modal one floats over it.
        ...(inFlow && {
          width: open ? width : 0,
          flexShrink: 0,
          transition: (theme) => theme.transitions.create('width'),
        }),
        '& .MuiDrawer-paper': {
          width,
          boxSizing: 'border-box',
          // In-flow drawers stay in view under the sticky top bar while the page scrolls.
          ...(inFlow && {
            position: 'sticky',
            top: { xs: NAVBAR_HEIGHT_XS, sm: TOP_BAR_HEIGHT },
            height: { xs: `calc(100vh - ${NAVBAR_HEIGHT_XS}px)`, sm: `calc(100vh - ${TOP_BAR_HEIGHT}px)` },
          }),
        },
      }}
    >
      {/* A modal drawer starts at the top of the window, under the top bar. */}
      {!inFlow && <Box sx={{ height: { xs: NAVBAR_HEIGHT_XS, sm: TOP_BAR_HEIGHT }, flexShrink: 0 }} />}
      <Box component="nav" aria-label="Menú principal">
        <List>
          {/* Each link in its own list item: a list holds items, so a screen reader counts them. */}
          {items.map((item) => (
            <ListItem key={item.label} disablePadding>
              <ListItemButton
                data-testid={item.testId}
                {...(item.to ? { component: NavLink, to: item.to, end: true } : { onClick: item.onClick })}
                onClickCapture={closeIfModal}
                sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 700 } }}
              >
                <ListItemIcon>{item.icon}</ListItemIcon>
                <ListItemText primary={item.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}

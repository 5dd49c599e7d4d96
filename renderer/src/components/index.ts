// Shared building blocks for every screen.
import './components.css';

export { ActionButton, type ActionButtonProps } from './ActionButton.js';
export { Badge, type BadgeProps, type BadgeTone } from './Badge.js';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.js';
export { CopyId, type CopyIdProps } from './CopyId.js';
export { DataTable, type Column, type DataTableProps } from './DataTable.js';
export { FilterBar, FilteredTable, useFilters, type FilteredTableProps } from './FilteredTable.js';
export { DateTime, formatDateTime, type DateTimeMode, type DateTimeProps } from './DateTime.js';
export { formatDuration } from './duration.js';
export { ErrorPanel, type ErrorPanelProps } from './ErrorPanel.js';
export { ScreenErrorBoundary, errorDetails, type ScreenErrorBoundaryProps } from './ErrorBoundary.js';
export { isRetryable, toIpcError, violationsFor } from './errors.js';
export { Field, type FieldProps } from './Field.js';
export {
  ArrowDownIcon,
  ArrowLeftIcon,
  ArrowRightIcon,
  ArrowUpIcon,
  CaretDownIcon,
  CheckIcon,
  CloseIcon,
  CommandKeyIcon,
  CopyIcon,
  MoreIcon,
  PlayIcon,
  SortAscIcon,
  SortDescIcon,
  type IconProps,
} from './icons.js';
export { Menu, OverflowMenu, type MenuItem, type MenuProps } from './Menu.js';
export { nextSort, sortRows, type SortState } from './sort.js';
export { EmptyState, LoadingState, type EmptyStateProps, type LoadingStateProps } from './States.js';
export { Tabs, type TabDef, type TabsProps } from './Tabs.js';
export { Toolbar } from './Toolbar.js';
export { ToastHost, dismissToast, showToast, type ToastInput } from './Toast.js';

import {
  Camera,
  CircleHelp,
  ClipboardCheck,
  FileText,
  Gavel,
  Handshake,
  LifeBuoy,
  MessageSquare,
  PoundSterling,
  Receipt,
  Scale,
  Search,
  Users,
  type LucideIcon,
} from 'lucide-react';

/** Content records name their icon; this maps the name to the drawing. */
const icons = {
  camera: Camera,
  'clipboard-check': ClipboardCheck,
  'file-text': FileText,
  gavel: Gavel,
  handshake: Handshake,
  'help-circle': CircleHelp,
  'life-buoy': LifeBuoy,
  'message-square': MessageSquare,
  pound: PoundSterling,
  receipt: Receipt,
  scale: Scale,
  search: Search,
  users: Users,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof icons;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Component = icons[name];
  return <Component className={className} aria-hidden />;
}

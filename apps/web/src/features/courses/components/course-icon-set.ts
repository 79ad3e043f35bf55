/**
 * The lucide icons the catalogue names, picked by hand so only these reach the bundle. Course
 * icons are looked up by name in this module (course-icon.tsx).
 */
export {
  Atom,
  BookOpen,
  Braces,
  Brain,
  Cloud,
  Code2,
  Coffee,
  Cog,
  Container,
  Cpu,
  Database,
  FileCode,
  Flame,
  Gem,
  GitBranch,
  Globe,
  Hash,
  Layers,
  Leaf,
  Network,
  Server,
  Shield,
  Smartphone,
  Terminal,
  Zap,
} from 'lucide-react';

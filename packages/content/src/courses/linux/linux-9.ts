import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'linux-9',
  order: 9,
  title: 'Disks, Filesystems and Storage',
  description: 'Manage block devices, partitions and filesystems, mount them persistently, monitor disk usage, use LVM for flexible volumes, and protect data with backups.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Identify block devices and partitions with lsblk and blkid',
    'Create filesystems and mount them persistently with /etc/fstab',
    'Diagnose full disks with df and du, including inode exhaustion',
    'Explain LVM, RAID and backup strategies',
  ],
  lesson: `## Block devices and partitions

Storage devices appear under \`/dev\` as **block devices**: \`/dev/sda\` for SATA/SCSI disks, \`/dev/nvme0n1\` for NVMe drives, \`/dev/vda\` or \`/dev/xvda\` in many VMs. They are divided into **partitions** (\`/dev/sda1\`, \`/dev/nvme0n1p1\`) using a **GPT** partition table on modern systems.

\`\`\`bash
lsblk -f                 # tree of disks, partitions, filesystems and mount points
sudo blkid               # UUIDs and filesystem types
sudo fdisk -l /dev/sdb   # partition table details (or parted, gdisk)
\`\`\`

## Filesystems

A partition needs a **filesystem** to store files:

- **ext4**: the mature default on Debian and Ubuntu.
- **XFS**: the RHEL default, excellent with large files and parallel I/O; it can grow but not shrink.
- **Btrfs**: copy-on-write with snapshots, checksums and compression (Fedora's default).

\`\`\`bash
sudo mkfs.ext4 -L data /dev/sdb1
sudo mkdir -p /mnt/data
sudo mount /dev/sdb1 /mnt/data
findmnt /mnt/data
sudo umount /mnt/data      # "target is busy"? check with lsof +D or fuser -m
\`\`\`

## Persistent mounts

Mounts made by hand vanish at reboot. Add them to **/etc/fstab**:

\`\`\`text
# device                                   mountpoint  type  options          dump pass
UUID=3f2a9c1e-7d4b-4e0e-9a51-2b6f0c8d1e77  /mnt/data   ext4  defaults,noatime 0    2
\`\`\`

Use the UUID from \`blkid\`, then test with \`sudo mount -a\` (and \`findmnt --verify\`) **before** rebooting: a broken fstab entry can drop the machine into emergency mode. Add \`nofail\` for disks that may be absent.

## Where did my space go?

\`\`\`bash
df -h                      # free space per mounted filesystem
df -i                      # free inodes per filesystem
du -sh /var/* | sort -h    # size of each directory under /var
ncdu /                     # interactive explorer, if installed
\`\`\`

Three classic surprises:

1. **Inode exhaustion**: millions of tiny files (session files, mail queues) use up all inodes; \`df -h\` shows free space but writes fail with "No space left on device". Check \`df -i\`.
2. **Deleted but open files**: deleting a huge log that a process still has open frees nothing until the process closes it. \`lsof +L1\` lists such files; restart or signal the process to reopen its logs.
3. **Reserved blocks**: ext4 reserves about 5% for root by default.

Rotate logs with **logrotate** and cap the journal (\`SystemMaxUse=\` in journald.conf) to prevent full disks.

## LVM

The **Logical Volume Manager** inserts a flexible layer: **physical volumes** (disks or partitions) form a **volume group**, from which you carve **logical volumes** that can span disks, be resized and be snapshotted.

\`\`\`bash
sudo pvcreate /dev/sdb /dev/sdc
sudo vgcreate vgdata /dev/sdb /dev/sdc
sudo lvcreate -n lvapp -L 200G vgdata
sudo mkfs.xfs /dev/vgdata/lvapp
sudo lvextend -r -L +50G /dev/vgdata/lvapp    # grow volume and filesystem together
\`\`\`

## RAID and backups

**RAID** combines disks for redundancy or speed: RAID 1 mirrors, RAID 5 and 6 use parity, RAID 10 mirrors and stripes (Linux software RAID is \`mdadm\`; ZFS and Btrfs provide their own). RAID protects against a **disk failure**, not against deletion, corruption, ransomware or a fire. For that you need **backups**: follow the **3-2-1 rule** (three copies, two different media, one off-site), automate them with tools such as \`rsync\`, \`restic\` or \`borg\`, and regularly test restores.
`,
  overview: {
    whatYouWillLearn: [
      'Disks appear as block devices such as /dev/sda or /dev/nvme0n1, divided into partitions.',
      'A filesystem such as ext4, XFS or Btrfs must be created on a partition before it can be mounted.',
      'Mounts attach filesystems to directories, and /etc/fstab makes them persistent using UUIDs.',
      'df reports free space per filesystem, while du measures what directories consume.',
      'A filesystem can run out of inodes, or keep space used by deleted-but-open files.',
      'LVM adds flexible, resizable logical volumes; RAID adds redundancy; only backups protect against mistakes.',
    ],
    proTip: 'Reference disks by UUID (or LABEL) in /etc/fstab, never by /dev/sdX names: device names can change between boots when disks are added or detected in a different order.',
  },
  mcqs: [
    {
      question: 'Which command shows disks, partitions, filesystems and mount points as a tree?',
      options: {
        A: 'df -i',
        B: 'lsblk -f',
        C: 'mount -a',
        D: 'du -sh',
      },
      correct: 'B',
      explanation: 'lsblk lists block devices hierarchically, and -f adds filesystem details.',
    },
    {
      question: 'Why should /etc/fstab refer to filesystems by UUID?',
      options: {
        A: 'UUIDs are shorter to type',
        B: 'Only UUIDs support ext4',
        C: 'Device names like /dev/sdb can change between boots, while the UUID stays the same',
        D: 'fstab ignores device names',
      },
      correct: 'C',
      explanation: 'Stable identifiers prevent mounting the wrong disk after hardware changes.',
    },
    {
      question: 'What should you run after editing /etc/fstab and before rebooting?',
      options: {
        A: 'sudo mount -a to test the entries',
        B: 'sudo mkfs on every disk',
        C: 'sudo umount /',
        D: 'Nothing; errors are ignored at boot',
      },
      correct: 'A',
      explanation: 'Testing catches mistakes that could otherwise leave the system unbootable.',
    },
    {
      question: 'df -h shows free space, but creating files fails with "No space left on device". What should you check next?',
      options: {
        A: 'The CPU load',
        B: 'The routing table',
        C: 'The swap size',
        D: 'Inode usage with df -i',
      },
      correct: 'D',
      explanation: 'Running out of inodes blocks new files even when blocks are free.',
    },
    {
      question: 'You deleted a 20 GB log file but df shows no space freed. What is the most likely reason?',
      options: {
        A: 'Deleted files are kept in a recycle bin',
        B: 'A process still has the file open, so its space is not released',
        C: 'df caches results for a day',
        D: 'The filesystem is read-only',
      },
      correct: 'B',
      explanation: 'Space is released only when the last open file handle is closed.',
    },
    {
      question: 'What does LVM provide?',
      options: {
        A: 'Encryption of network traffic',
        B: 'Faster CPUs',
        C: 'Flexible logical volumes that can span disks, be resized and be snapshotted',
        D: 'A package manager for disks',
      },
      correct: 'C',
      explanation: 'LVM abstracts physical storage into resizable logical volumes.',
    },
    {
      question: 'Which statement about RAID is true?',
      options: {
        A: 'RAID protects against disk failure but is not a backup',
        B: 'RAID 0 provides redundancy',
        C: 'RAID protects against accidental deletion',
        D: 'RAID replaces the need for filesystems',
      },
      correct: 'A',
      explanation: 'Deletions and corruption are mirrored instantly, so backups remain essential.',
    },
    {
      question: 'What does the 3-2-1 backup rule recommend?',
      options: {
        A: 'Three disks in RAID 1',
        B: 'Backups every three days, kept for two weeks, in one place',
        C: 'One copy on the same disk',
        D: 'Three copies of the data, on two different media, with one copy off-site',
      },
      correct: 'D',
      explanation: 'Diversity of copies and locations protects against most failure scenarios.',
    },
    {
      question: 'Which filesystem can be grown but not shrunk?',
      options: {
        A: 'ext4',
        B: 'XFS',
        C: 'tmpfs',
        D: 'FAT32',
      },
      correct: 'B',
      explanation: 'XFS supports online growth but has no shrink operation.',
    },
  ],
  problems: [],
};

import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'linux-9',
  order: 9,
  title: 'Disks, Filesystems and Storage',
  description:
    'Manage block devices, partitions and filesystems, mount them persistently, monitor disk usage, use LVM for flexible volumes, and protect data with backups.',
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
    proTip:
      'Reference disks by UUID (or LABEL) in /etc/fstab, never by /dev/sdX names: device names can change between boots when disks are added or detected in a different order.',
  },
  mcqs: [
    {
      question: 'Which command shows disks, partitions, filesystems and mount points as a tree?',
      options: {
        A: '`lsblk -f`',
        B: '`df -h`',
        C: '`du -sh`',
        D: '`fdisk -l`',
      },
      correct: 'A',
      explanation: '`lsblk -f` shows the block device tree with filesystems and mount points.',
    },
    {
      question: 'Why should `/etc/fstab` refer to filesystems by UUID?',
      options: {
        A: 'UUIDs let the kernel mount disks faster at boot',
        B: 'Device names like `/dev/sdb` can change between boots',
        C: 'fstab rejects `/dev/*` paths since systemd 250',
        D: 'UUIDs encrypt the filesystem at mount time',
      },
      correct: 'B',
      explanation:
        "Device names depend on detection order, while a filesystem's UUID stays the same.",
    },
    {
      question: 'What should you run after editing `/etc/fstab` and before rebooting?',
      options: {
        A: '`sudo reboot`',
        B: '`sudo fsck -A -y`',
        C: '`sudo mount -a`',
        D: '`sudo systemctl restart fstab`',
      },
      correct: 'C',
      explanation:
        '`mount -a` tries every entry, so mistakes show up before they can break the boot.',
    },
    {
      question:
        '`df -h` shows free space, but creating files fails with "No space left on device". What should you check next?',
      options: {
        A: "The journal's size with `journalctl`",
        B: 'Disk health with `smartctl -a`',
        C: 'Swap usage with `free -h`',
        D: 'Inode usage with `df -i`',
      },
      correct: 'D',
      explanation: 'Millions of tiny files can use up every inode while blocks remain free.',
    },
    {
      question:
        'You deleted a 20 GB log file but `df` shows no space freed. What is the most likely reason?',
      options: {
        A: 'A process still has the file open',
        B: '`df` caches its figures for an hour',
        C: 'ext4 keeps deleted files for a day',
        D: 'The file went to a recycle bin first',
      },
      correct: 'A',
      explanation:
        'Space is released only when the last open handle closes; `lsof +L1` lists such files.',
    },
    {
      question: 'What does LVM provide?',
      options: {
        A: 'Hardware-style RAID without needing a controller card',
        B: 'Logical volumes that span disks, can be resized and snapshotted',
        C: 'Encryption of whole disks at rest',
        D: 'A faster filesystem than ext4 or XFS',
      },
      correct: 'B',
      explanation:
        'Physical volumes form a volume group from which flexible logical volumes are carved.',
    },
    {
      question: 'Which statement about RAID is true?',
      options: {
        A: 'RAID 1 also protects against files deleted by accident',
        B: 'RAID 5 needs no spare capacity at all',
        C: 'It protects against disk failure but is not a backup',
        D: 'RAID makes separate backups unnecessary',
      },
      correct: 'C',
      explanation: 'RAID survives a failed disk but copies deletions and corruption instantly.',
    },
    {
      question: 'What does the 3-2-1 backup rule recommend?',
      options: {
        A: 'Three disks in RAID, two spares and one hot standby',
        B: 'Back up every 3 hours, keep 2 days and test 1 restore',
        C: 'Three servers in two data centres in one region',
        D: 'Three copies, on two media, with one copy off-site',
      },
      correct: 'D',
      explanation: 'Three copies on two different media with one off-site survive most disasters.',
    },
    {
      question: 'Which filesystem can be grown but not shrunk?',
      options: {
        A: 'XFS',
        B: 'ext4',
        C: 'Btrfs',
        D: 'tmpfs',
      },
      correct: 'A',
      explanation: 'XFS grows online but cannot shrink.',
    },
    {
      question: 'What does `du -sh /var/* | sort -h` show?',
      options: {
        A: 'Free space per mounted filesystem',
        B: 'Each directory under `/var`, sorted by size',
        C: 'The inodes used by each directory in `/var`',
        D: 'The largest files in `/var`, ready to delete',
      },
      correct: 'B',
      explanation: '`du -sh` sums each directory and `sort -h` orders human-readable sizes.',
    },
    {
      question: 'What does the `nofail` option on an fstab entry do?',
      options: {
        A: 'Checks the disk with fsck at every boot before mounting',
        B: 'Mounts the filesystem read-only for safety',
        C: 'Lets the boot continue if that disk is absent',
        D: 'Guarantees that writes to that filesystem never fail',
      },
      correct: 'C',
      explanation: 'Without `nofail`, a missing disk can stop the boot in emergency mode.',
    },
    {
      question: 'What does `lvextend -r -L +50G /dev/vgdata/lvapp` do?',
      options: {
        A: 'Shrinks the volume by 50 GB and keeps the data',
        B: 'Resizes only the filesystem, not the volume',
        C: 'Creates a 50 GB snapshot before growing it',
        D: 'Grows the volume and its filesystem together',
      },
      correct: 'D',
      explanation: '`-r` resizes the filesystem along with the logical volume.',
    },
  ],
  problems: [],
};

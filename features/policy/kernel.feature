Feature: Security policy - the kernel and the shell's namespaces
  Kernel settings are global to the machine, whatever namespace a shell runs in, and the mounts a
  contained shell sees are its walls. Writing the first, or taking the second down, is denied.
  These are decisions of the policy alone: nothing is launched.

  @regression
  Scenario: Writing a kernel setting is denied
    Then the policy should deny each command, and allow its words given to echo as text:
      | command                                              |
      | sysctl -w kernel.core_pattern='\|/tmp/x'             |
      | sysctl kernel.msgmax=65537                           |
      | sudo sysctl -w kernel/msgmax=1                       |
      | echo '\|/tmp/x' > /proc/sys/kernel/core_pattern      |
      | echo 1 > /proc/sys/kernel/msgmax                     |
      | echo 1 \| tee /proc/sys/kernel/msgmax                |
      | cp payload /proc/sys/kernel/core_pattern             |

  @regression
  Scenario: Taking down a shell's /proc or /sys, or entering pid 1's namespaces, is denied
    Then the policy should deny each command, and allow its words given to echo as text:
      | command                                   |
      | umount /proc                              |
      | umount -l /proc                           |
      | umount /proc/sys                          |
      | umount -R /sys                            |
      | mount -o remount,rw /proc/sys             |
      | nsenter -t 1 -m -u -i -n -p sh            |
      | nsenter --target=1 --all                  |
      | sudo nsenter -t1 -a bash                  |
      | nsenter --target 1 --mount cat /etc/shadow |

  Scenario: Reading kernel settings and everyday mounts are allowed
    Then the policy should allow each command:
      | command                               |
      | sysctl kernel.msgmax                  |
      | sysctl -a                             |
      | sysctl -w net.ipv4.ip_forward=1       |
      | cat /proc/sys/kernel/core_pattern     |
      | nsenter -t 4242 -n ip addr            |
      | umount /mnt/usb                       |
      | mount -o remount,ro /proc/sys         |

Feature: Security policy - what asks first
  A person may mean these; the policy asks before they run. Decisions of the policy alone: nothing is launched.

  Scenario: Stopping or restarting the machine asks first: a person may mean it: pm-utils' and Void's suspenders, logind's verbs through loginctl (a probe of power verbs)
    Then the policy should ask by the rule power-off about each command, and allow its words given to echo as text:
      | command |
      | pm-suspend |
      | pm-hibernate |
      | zzz |
      | loginctl suspend |
      | loginctl reboot |

  Scenario: Stopping or restarting the machine asks first: a person may mean it: found by a hundred-and-eightieth corpus, a hunt of ours (PowerShell's Stop-Computer and Restart-Computer)
    Then the policy should ask by the rule power-off about each command, and allow its words given to echo as text:
      | command |
      | pwsh -c 'Stop-Computer -Force' |
      | powershell.exe -c Restart-Computer |
      | pwsh -c 'if ($x) { Restart-Computer }' |

  Scenario: Stopping or restarting the machine asks first: a person may mean it: found by a hundred-and-forty-second corpus (macOS's launchd)
    Then the policy should ask by the rule power-off about each command, and allow its words given to echo as text:
      | command |
      | sudo launchctl bootout system |
      | launchctl reboot |

  Scenario: Stopping or restarting the machine asks first: a person may mean it: found by a hundred-and-twenty-fifth corpus (a server's power through its BMC)
    Then the policy should ask by the rule power-off about each command, and allow its words given to echo as text:
      | command |
      | ipmitool chassis power off |
      | ipmitool -I lanplus -H 10.0.0.5 -U admin -P x chassis power cycle |

  Scenario: Stopping or restarting the machine asks first: a person may mean it
    Then the policy should ask by the rule power-off about each command, and allow its words given to echo as text:
      | command |
      | kill 1 |
      | kill -SEGV 1 |
      | kill -s INT 1 |
      | sudo kill -9 12345 1 |
      | shutdown -h now |
      | sudo shutdown -r +5 |
      | reboot |
      | poweroff |
      | halt |
      | init 0 |
      | telinit 6 |
      | systemctl poweroff |
      | sudo systemctl reboot |
      | systemctl isolate rescue.target |
      | ssh host reboot |
      | init 1 |
      | telinit S |
      | rtcwake -m off -s 60 |
      | echo mem > /sys/power/state |
      | echo disk \| sudo tee /sys/power/state |

  Scenario: Stopping or restarting the machine asks first: a person may mean it: found by a seventieth corpus (kexec, logind's and systemd's methods over D-Bus, a power target made the default)
    Then the policy should ask by the rule power-off about each command, and allow its words given to echo as text:
      | command |
      | kexec -e |
      | kexec /boot/vmlinuz |
      | busctl call org.freedesktop.login1 /org/freedesktop/login1 org.freedesktop.login1.Manager PowerOff b false |
      | dbus-send --system --dest=org.freedesktop.login1 /org/freedesktop/login1 org.freedesktop.login1.Manager.Reboot boolean:true |
      | gdbus call --system --dest org.freedesktop.login1 --object-path /org/freedesktop/login1 --method org.freedesktop.login1.Manager.PowerOff false |
      | systemctl set-default reboot.target |
      | systemctl start reboot.target |

  Scenario: Removing a device node asks first: what uses it fails until the next boot makes it again: a file moved, installed or linked by force in a device node's place (mv notes.txt /dev/null replaces it)
    Then the policy should ask by the rule device-node about each command, and allow its words given to echo as text:
      | command |
      | mv notes.txt /dev/null |
      | sudo mv ~/old.log /dev/null |
      | ln -sf /tmp/x /dev/null |
      | install -m 644 x /dev/zero |

  Scenario: Removing a device node asks first: what uses it fails until the next boot makes it again
    Then the policy should ask by the rule device-node about each command, and allow its words given to echo as text:
      | command |
      | rm /dev/null |
      | sudo rm -f /dev/sda |
      | mv /dev/zero /tmp/zero |
      | unlink /dev/urandom |

  Scenario: Deleting the account's keys, documents, mail, browser profiles, synced folders, settings or source trees asks first: they cannot be made again: every file at the top of the account's folder deleted or destroyed (a probe after the hundred-and-ninety-fourth corpus)
    Then the policy should ask by the rule account-data-delete about each command, and allow its words given to echo as text:
      | command |
      | rm ~/Documents/* |
      | shred -u ~/Documents/* |
      | truncate -s 0 ~/Documents/* |
      | rm ~/.ssh/* |

  Scenario: Deleting the account's keys, documents, mail, browser profiles, synced folders, settings or source trees asks first: they cannot be made again: a cloud-storage folder of macOS's, a flatpak's data (found by the hundred-and-ninety-third corpus)
    Then the policy should ask by the rule account-data-delete about each command, and allow its words given to echo as text:
      | command |
      | rm -rf "$HOME/Library/CloudStorage/OneDrive-Personal" |
      | rm -rf ~/.var/app |
      | rm -rf ~/.var/app/org.signal.Signal |

  Scenario: Deleting the account's keys, documents, mail, browser profiles, synced folders, settings or source trees asks first: they cannot be made again: a crontab replaced by nothing; a folder find selects by one name, where it is nearest (found by the hundred-and-ninety-first corpus)
    Then the policy should ask by the rule account-data-delete about each command, and allow its words given to echo as text:
      | command |
      | crontab /dev/null |
      | find ~ -name .ssh -exec rm -rf {} + |
      | find ~ -type d -name Documents -exec rm -rf {} \\; |

  Scenario: Deleting the account's keys, documents, mail, browser profiles, synced folders, settings or source trees asks first: they cannot be made again: found by a hundred-and-seventy-seventh corpus (the account's keys bound into a container that deletes them)
    Then the policy should ask by the rule account-data-delete about each command, and allow its words given to echo as text:
      | command |
      | docker run --rm -v ~/.ssh:/keys alpine rm -rf /keys |

  Scenario: Deleting the account's keys, documents, mail, browser profiles, synced folders, settings or source trees asks first: they cannot be made again: a brace list after the quoted home
    Then the policy should ask by the rule account-data-delete about each command, and allow its words given to echo as text:
      | command |
      | rm -rf "$HOME"/{Documents,Pictures} |

  Scenario: Deleting the account's keys, documents, mail, browser profiles, synced folders, settings or source trees asks first: they cannot be made again: root's home is a home (its keys and documents are its account's data)
    Then the policy should ask by the rule account-data-delete about each command, and allow its words given to echo as text:
      | command |
      | rm -rf /root/.ssh |
      | sudo rm -rf /root/Documents |
      | cd ~/project && cd ../.ssh && rm -rf * |

  Scenario: Deleting the account's keys, documents, mail, browser profiles, synced folders, settings or source trees asks first: they cannot be made again: found by a hundred-and-fifty-fourth corpus (rclone purge of it, a cloud sync with deletion onto it)
    Then the policy should ask by the rule account-data-delete about each command, and allow its words given to echo as text:
      | command |
      | rclone purge ~/Documents |
      | gsutil -m rsync -d -r gs://empty ~/Documents |

  Scenario: Deleting the account's keys, documents, mail, browser profiles, synced folders, settings or source trees asks first: they cannot be made again: found by a hundred-and-forty-second corpus (macOS's messages, photo library and cloud folders)
    Then the policy should ask by the rule account-data-delete about each command, and allow its words given to echo as text:
      | command |
      | rm -rf ~/Library/Messages |
      | rm -rf "$HOME/Pictures/Photos Library.photoslibrary" |
      | rm -rf ~/Library/CloudStorage/* |

  Scenario: Deleting the account's keys, documents, mail, browser profiles, synced folders, settings or source trees asks first: they cannot be made again: found by a hundred-and-fortieth corpus (the account's crontab, kept nowhere else)
    Then the policy should ask by the rule account-data-delete about each command, and allow its words given to echo as text:
      | command |
      | crontab -r |
      | crontab -r -u deploy |
      | sudo crontab -ri |

  Scenario: Deleting the account's keys, documents, mail, browser profiles, synced folders, settings or source trees asks first: they cannot be made again: find deleting in the account's data by age or size, or anything among its keys
    Then the policy should ask by the rule account-data-delete about each command, and allow its words given to echo as text:
      | command |
      | find ~/Documents -mtime +30 -delete |
      | find ~/Pictures -size +1M -delete |
      | find ~/.ssh -name 'id_*' -delete |

  Scenario: Deleting the account's keys, documents, mail, browser profiles, synced folders, settings or source trees asks first: they cannot be made again: the account's data compressed or encrypted in place
    Then the policy should ask by the rule account-data-delete about each command, and allow its words given to echo as text:
      | command |
      | gzip -r ~/Documents |
      | xz -r ~/.ssh |
      | rm -rf ~/.config/ |
      | rm -rf ~/code/* |
      | find ~/Downloads -delete |
      | powershell -c 'Get-ChildItem C:\\Users\\me\\Downloads \| Remove-Item -Recurse -Force' |
      | rm -rf /mnt/c/Users/me/Documents |

  Scenario: Deleting the account's keys, documents, mail, browser profiles, synced folders, settings or source trees asks first: they cannot be made again: found by a hundred-and-thirtieth corpus (keys deleted or written over by their own tools; rsync --delete onto the account's data)
    Then the policy should ask by the rule account-data-delete about each command, and allow its words given to echo as text:
      | command |
      | security delete-keychain ~/Library/Keychains/login.keychain-db |
      | ssh-keygen -t ed25519 -f ~/.ssh/id_ed25519 -N '' <<< y |
      | yes \| ssh-keygen -f ~/.ssh/id_rsa -N '' |
      | gpg --batch --yes --delete-secret-keys ABCDEF0123456789 |
      | gpg --batch --yes --delete-secret-and-public-key ABCDEF0123456789 |
      | rsync -a --delete /tmp/empty/ ~/Documents/ |
      | rsync -a --delete /tmp/empty/ ~/projects/ |

  Scenario: Deleting the account's keys, documents, mail, browser profiles, synced folders, settings or source trees asks first: they cannot be made again: found by a hundred-and-twenty-ninth corpus (the account's mail, browser profiles, keyrings and credentials, synced folders, downloads, settings and source trees)
    Then the policy should ask by the rule account-data-delete about each command, and allow its words given to echo as text:
      | command |
      | rm -rf ~/.thunderbird |
      | rm -rf ~/Maildir |
      | rm -rf ~/.local/share/evolution |
      | rm -rf ~/.mozilla |
      | rm -rf ~/.config/google-chrome |
      | rm -rf "$HOME/Library/Application Support/Google/Chrome" |
      | rm -rf ~/.local/share/keyrings |
      | rm -rf ~/Library/Keychains |
      | rm -rf ~/.aws |
      | rm -rf ~/.kube |
      | rm -rf ~/.config/gcloud |
      | rm -rf ~/Dropbox |
      | rm -rf "$HOME/Google Drive" |
      | rm -rf ~/OneDrive |
      | rm -rf ~/Downloads |
      | rm -rf ~/.config |
      | rm -rf ~/.local |
      | rm -rf ~/projects |
      | rm -rf ~/src |
      | rm -rf ~/projects/* |
      | rm -rf ~/go/src |
      | find ~/projects -mindepth 1 -delete |
      | find ~/Documents -delete |
      | find ~/.ssh -type f -delete |
      | shred -u ~/.aws/credentials |
      | rm -f ~/.kube/config |
      | rm -rf /home/alice/.thunderbird |
      | rm -rf /Users/bob/Downloads |

  Scenario: Deleting the account's keys, documents, mail, browser profiles, synced folders, settings or source trees asks first: they cannot be made again
    Then the policy should ask by the rule account-data-delete about each command, and allow its words given to echo as text:
      | command |
      | rm -rf ~/.ssh |
      | rm -rf ~/.gnupg/ |
      | rm -rf ~/Documents ~/Desktop |
      | rm -rf /home/alice/Pictures |

  Scenario: Deleting the account's keys, documents, mail, browser profiles, synced folders, settings or source trees asks first: they cannot be made again: found by a hundred-and-twenty-first corpus (a private key compressed or encrypted in place)
    Then the policy should ask by the rule account-data-delete about each command, and allow its words given to echo as text:
      | command |
      | gzip ~/.ssh/id_ed25519 |
      | xz ~/.ssh/id_rsa |

  Scenario: Deleting the account's keys, documents, mail, browser profiles, synced folders, settings or source trees asks first: they cannot be made again: found by an eighty-fifth corpus (one private key deleted, emptied, written over or moved away)
    Then the policy should ask by the rule account-data-delete about each command, and allow its words given to echo as text:
      | command |
      | rm ~/.ssh/id_rsa |
      | shred -u ~/.ssh/id_ed25519 |
      | rm ~/.ssh/authorized_keys |
      | : > ~/.ssh/authorized_keys |
      | { echo; } > ~/.ssh/id_rsa |
      | truncate -s 0 ~/.ssh/authorized_keys |
      | rm -f ~/.gnupg/private-keys-v1.d/* |
      | rm ~/.ssh/* |
      | cp /dev/null ~/.ssh/id_rsa |
      | mv ~/.ssh/id_rsa /tmp/ |
      | rm -rf ~/.ssh/* |
      | srm -r ~/Documents |
      | wipe -r ~/.ssh |
      | rimraf ~/.gnupg |

  Scenario: Replacing the accounts or sudoers with another file asks first: a restore and a mistake look the same
    Then the policy should ask by the rule vital-file-replace about each command, and allow its words given to echo as text:
      | command |
      | cp notes.txt /etc/passwd |
      | mv /tmp/x /etc/shadow |
      | cp passwd /etc/ |
      | install -m 640 shadow.new /etc/shadow |
      | sudo cp /backup/sudoers /etc/sudoers |

  Scenario: Editing the accounts or sudoers in place asks first: nothing checks the file as usermod, vipw and visudo do: PowerShell's Add-Content appends, with -Append or without it (seed 455's mutant read it as a write over the file)
    Then the policy should ask by the rule account-database-edit about each command, and allow its words given to echo as text:
      | command |
      | pwsh -c "Add-Content -Path /etc/sudoers -Value 'x ALL=(ALL) NOPASSWD: ALL'" |
      | pwsh -c "ac /etc/passwd 'x:x:0:0::/root:/bin/bash'" |

  Scenario: Writing the dynamic loader's preload file asks first: every program started from then on, as root too, loads the libraries it names
    Then the policy should ask by the rule loader-preload about each command, and allow its words given to echo as text:
      | command |
      | echo /tmp/x.so > /etc/ld.so.preload |
      | echo /tmp/x.so >> /etc/ld.so.preload |
      | echo /tmp/x.so \| sudo tee -a /etc/ld.so.preload |
      | echo /tmp/x.so \| tee /etc/ld.so.preload |
      | cp libhook.list /etc/ld.so.preload |
      | sudo install -m 644 preload /etc/ld.so.preload |
      | mv preload /etc/ld.so.preload |
      | sed -i '$a /tmp/x.so' /etc/ld.so.preload |
      | cd /etc && echo /tmp/x.so > ld.so.preload |
      | cat x 1<> /etc/ld.so.preload |

  Scenario: Editing the accounts or sudoers in place asks first: nothing checks the file as usermod, vipw and visudo do
    Then the policy should ask by the rule account-database-edit about each command, and allow its words given to echo as text:
      | command |
      | sed -i 's/root/hacked/' /etc/passwd |
      | sed -i 's/^root:x:/root::/' /etc/passwd |
      | sed -i.bak 's/users:x:100:/users:x:0:/' /etc/group |
      | perl -pi -e 's/ALL$/NOPASSWD: ALL/' /etc/sudoers |
      | echo 'u ALL=(ALL) NOPASSWD:ALL' \| sudo tee -a /etc/sudoers |
      | echo 'x::0:0::/:/bin/sh' >> /etc/passwd |
      | cd /etc && sed -i 's/a/b/' shadow |
      | sed -n -i p /etc/passwd |
      | perl -i -pe 's/a/b/' /etc/passwd |
      | perl -i -ne 'print unless /x/' /etc/passwd |
      | tee -a /etc/passwd < new-user.txt |
      | python3 -c "open('/etc/shadow','a').write('x')" |

  Scenario: Letting others read the account's private keys asks first: every user of the machine could copy them: found by a hundred-and-seventy-first corpus, a hunt of ours (modes over the account's keys)
    Then the policy should ask by the rule private-key-exposed about each command, and allow its words given to echo as text:
      | command |
      | chmod 777 ~/.ssh/id_ed25519 |
      | chmod 644 ~/.ssh/id_rsa |
      | chmod -R 777 ~/.ssh |
      | chmod -R 755 ~/.ssh |
      | chmod go+r ~/.ssh/id_ecdsa |
      | chmod +r ~/.aws/credentials |
      | chmod -R a+rX /home/user/.gnupg |
      | chmod 640 ~/.kube/config |

  Scenario: Giving a device's filesystem a new label asks first: what finds it by its label (fstab, the boot loader) no longer does
    Then the policy should ask by the rule filesystem-relabel about each command, and allow its words given to echo as text:
      | command |
      | e2label /dev/sda1 '' |
      | e2label /dev/sda1 label_name |
      | fatlabel /dev/sdb1 NEW |
      | sudo ntfslabel /dev/nvme0n1p3 Data |

  Scenario: Unmounting, freezing or remounting read-only the root, a system directory or a home asks first: what it holds is gone, or every write to it waits or fails, until it is mounted, thawed or remounted again: remounted read-only (found by the hundred-and-eighty-sixth corpus)
    Then the policy should ask by the rule filesystem-unavailable about each command, and allow its words given to echo as text:
      | command |
      | mount -o remount,ro / |
      | sudo mount -o ro,remount /home |
      | mount --options remount,ro /var |

  Scenario: Unmounting, freezing or remounting read-only the root, a system directory or a home asks first: what it holds is gone, or every write to it waits or fails, until it is mounted, thawed or remounted again
    Then the policy should ask by the rule filesystem-unavailable about each command, and allow its words given to echo as text:
      | command |
      | umount -l / |
      | umount /usr |
      | sudo umount -f /home |
      | umount /home/user |
      | cd / && umount -l usr |
      | fsfreeze -f / |
      | fsfreeze --freeze /home |
      | sudo fsfreeze -f /var |

  Scenario: Deleting the boot loader, a kernel or its initial ramdisk asks first: the machine may not start again: found by a hundred-and-fortieth corpus (the firmware's boot settings cleared)
    Then the policy should ask by the rule boot-files-remove about each command, and allow its words given to echo as text:
      | command |
      | nvram -c |
      | sudo nvram -c |

  Scenario: Deleting the boot loader, a kernel or its initial ramdisk asks first: the machine may not start again: found by a hundred-and-twenty-fourth corpus
    Then the policy should ask by the rule boot-files-remove about each command, and allow its words given to echo as text:
      | command |
      | update-initramfs -d -k all |
      | bootctl remove |
      | kernel-install remove $(uname -r) |

  Scenario: Mounting over the root, a system directory or a home asks first: what it holds is hidden until unmounted: found by a hundred-and-forty-seventh corpus (a file the system needs hidden under another)
    Then the policy should ask by the rule mount-over-system about each command, and allow its words given to echo as text:
      | command |
      | mount --bind /dev/null /etc/passwd |
      | sudo mount --bind /tmp/shadow /etc/shadow |

  Scenario: Mounting over the root, a system directory or a home asks first: what it holds is hidden until unmounted: found by a hundred-and-twenty-fourth corpus
    Then the policy should ask by the rule mount-over-system about each command, and allow its words given to echo as text:
      | command |
      | mount -t tmpfs tmpfs /usr |
      | mount --bind /tmp/empty /etc |
      | mount -o bind /tmp/empty /etc |
      | mount -t tmpfs none /home |
      | mount -t tmpfs -o size=1G tmpfs /home/user |
      | mount --target /etc /dev/sdb1 |
      | mount --target=/usr /dev/sdb1 |

  Scenario: Locking root or the current user out of logging in asks first: found by a hundred-and-twenty-fourth corpus (the current user's password locked, the current account deleted)
    Then the policy should ask by the rule account-lockout about each command, and allow its words given to echo as text:
      | command |
      | passwd -l $(whoami) |
      | passwd -l |
      | usermod -L $USER |
      | userdel $USER |
      | sudo dscl . -delete /Users/$USER |
      | dscl . -delete /Users/root |

  Scenario: Locking root or the current user out of logging in asks first
    Then the policy should ask by the rule account-lockout about each command, and allow its words given to echo as text:
      | command |
      | usermod -s /sbin/nologin root |
      | chsh -s /bin/false root |
      | usermod -s /usr/sbin/nologin "$USER" |
      | chsh -s /bin/false |
      | chage -E 0 root |
      | usermod -e 1 root |

  Scenario: Cutting a remote machine off (sshd or the network stopped, incoming traffic dropped) asks first: ufw enabled without its question: --force, or an answer the line pipes in (found by the hundred-and-ninety-first corpus)
    Then the policy should ask by the rule remote-access-loss about each command, and allow its words given to echo as text:
      | command |
      | sudo ufw --force enable |
      | yes \| ufw enable |
      | echo y \| sudo ufw enable |
      | ufw enable <<< y |

  Scenario: Cutting a remote machine off (sshd or the network stopped, incoming traffic dropped) asks first: found by a mutant the suite missed (an nft chain on the input hook whose default policy is drop)
    Then the policy should ask by the rule remote-access-loss about each command, and allow its words given to echo as text:
      | command |
      | nft add chain inet filter input '{ type filter hook input priority 0; policy drop; }' |
      | nft 'add chain inet filter input { type filter hook input priority 0; policy drop; }' |
      | sudo nft create chain ip filter input '{ type filter hook input priority filter; policy drop; }' |

  Scenario: Cutting a remote machine off (sshd or the network stopped, incoming traffic dropped) asks first: found by a hundred-and-seventy-sixth corpus, a hunt of ours (SysV's service, nft rules dropping everything or ssh, firewalld no longer letting ssh in)
    Then the policy should ask by the rule remote-access-loss about each command, and allow its words given to echo as text:
      | command |
      | service ssh stop |
      | sudo service sshd stop |
      | nft add rule inet filter input drop |
      | nft insert rule inet filter input counter drop |
      | nft add rule inet filter input tcp dport 22 drop |
      | nft add rule ip filter input tcp dport { 22, 80 } reject |
      | firewall-cmd --remove-service=ssh --permanent |
      | firewall-cmd --zone=public --remove-service ssh |

  Scenario: Cutting a remote machine off (sshd or the network stopped, incoming traffic dropped) asks first: found by a hundred-and-fortieth corpus (ufw's incoming default denied, ssh denied)
    Then the policy should ask by the rule remote-access-loss about each command, and allow its words given to echo as text:
      | command |
      | ufw default deny incoming && ufw enable |
      | ufw default deny |
      | sudo ufw default reject incoming |
      | ufw deny ssh |
      | ufw reject 22/tcp |

  Scenario: Cutting a remote machine off (sshd or the network stopped, incoming traffic dropped) asks first: found by a hundred-and-thirtieth corpus (net-tools' route, NetworkManager's connections and devices, one address taken off)
    Then the policy should ask by the rule remote-access-loss about each command, and allow its words given to echo as text:
      | command |
      | route del default |
      | nmcli connection down id 'Wired connection 1' |
      | nmcli device disconnect eth0 |
      | ip addr del 10.0.0.5/24 dev eth0 |

  Scenario: Cutting a remote machine off (sshd or the network stopped, incoming traffic dropped) asks first: found by a hundred-and-twenty-fourth corpus (the default route or an interface's addresses removed, every packet dropped or lost, radios blocked)
    Then the policy should ask by the rule remote-access-loss about each command, and allow its words given to echo as text:
      | command |
      | ip route del default |
      | ip r d default |
      | ip -4 route flush table main |
      | ip addr flush dev eth0 |
      | firewall-cmd --panic-on |
      | tc qdisc add dev eth0 root netem loss 100% |
      | rfkill block all |

  Scenario: Cutting a remote machine off (sshd or the network stopped, incoming traffic dropped) asks first
    Then the policy should ask by the rule remote-access-loss about each command, and allow its words given to echo as text:
      | command |
      | systemctl stop sshd |
      | systemctl disable --now ssh |
      | systemctl mask ssh.service |
      | systemctl stop NetworkManager |
      | ip link set eth0 down |
      | ip link set dev ens5 down |
      | ifdown eth0 |
      | ifconfig eth0 down |
      | nmcli networking off |
      | iptables -P INPUT DROP |
      | iptables -A INPUT -j DROP |
      | iptables -I INPUT -p tcp --dport 22 -j DROP |
      | ufw deny 22 |
      | pkill sshd |
      | kill -9 $(pidof sshd) |

  Scenario: Removing a package the machine needs and its manager does not protect asks first: found by a hundred-and-fifty-third corpus (every installed package: a pattern every name matches, or the list of all of them)
    Then the policy should ask by the rule system-package-removal about each command, and allow its words given to echo as text:
      | command |
      | apt-get purge -y '*' |
      | sudo apt remove --purge -y '~i' |
      | sudo dnf remove -y '*' |
      | yum -y remove \\* |
      | zypper rm -y '*' |
      | pacman -Rns --noconfirm $(pacman -Qq) |
      | apt-get remove -y $(dpkg --get-selections \| cut -f1) |
      | apk del $(apk info) |

  Scenario: Removing a package the machine needs and its manager does not protect asks first
    Then the policy should ask by the rule system-package-removal about each command, and allow its words given to echo as text:
      | command |
      | apt remove -y sudo |
      | dnf remove -y sudo |
      | apt-get remove -y openssh-server |
      | apk del busybox |
      | apk del --force-broken-world alpine-baselayout |
      | pacman -Rns --noconfirm linux |
      | zypper rm -y kernel-default |
      | apt-get remove -y linux-image-generic linux-image-$(uname -r) |
      | xbps-remove -Ry base-system |
      | apt-get remove -y --purge grub-pc |
      | apt-get remove -y grub-efi-amd64-signed shim-signed |
      | dnf remove -y grub2-efi-x64 shim-x64 |
      | sudo apt-get purge -y network-manager |

  Scenario: An archive extracted, or a work tree checked out, over the root or a system directory asks first
    Then the policy should ask by the rule extract-over-system about each command, and allow its words given to echo as text:
      | command |
      | tar -xf payload.tar -C / --overwrite |
      | unzip -o payload.zip -d / |
      | bsdtar -xf payload.tar -C /etc |
      | cpio -idum < payload.cpio --directory=/ |
      | cd / && tar xf x.tar |
      | cd /etc && unzip -o conf.zip |
      | git --work-tree=/ checkout -f HEAD -- . |

  Scenario: Deleting the machine's backups asks first
    Then the policy should ask by the rule backup-delete about each command, and allow its words given to echo as text:
      | command |
      | vssadmin.exe delete shadows /all /quiet |
      | wmic shadowcopy delete |
      | tmutil delete -d /Volumes/Backup -t 2024-01-01-000000 |
      | wbadmin delete catalog -quiet |
      | wbadmin delete systemstatebackup -deleteOldest |

  Scenario: Deleting the machine's backups asks first: found by a seventy-sixth corpus (Linux's own snapshot and backup tools, backup folders deleted)
    Then the policy should ask by the rule backup-delete about each command, and allow its words given to echo as text:
      | command |
      | timeshift --delete-all --yes |
      | snapper -c root delete 1-100 |
      | borg delete /srv/borg |
      | btrfs subvolume delete /.snapshots/*/snapshot |
      | rm -rf /.snapshots |
      | rm -rf /var/backups |
      | rm -rf /etc/.git |
      | rm -rf /backup/* |
      | cd / && rm -rf backup |
      | rm -rf /mnt/backup |
      | find /timeshift -delete |

  Scenario: Deleting a folder at the top of a home asks first: what it holds may be the account's own (caches, temporary folders and the working directory stay everyday): found by a hundred-and-thirty-sixth corpus (incidents in other projects' trackers: kimi-cli's `rm -rf ~/.pi`, codex's deletions in `~/.pinokio`, an agent's own project folder)
    Then the policy should ask by the rule home-folder-delete about each command, and allow its words given to echo as text:
      | command |
      | rm -rf ~/.pi |
      | rm -rf ~/.pinokio |
      | rm -rf ~/.codex |
      | rm -rf ~/notes |
      | rm -rf ~/Obsidian |
      | rm -rf ~/data |
      | rm -rf ~/project |
      | cd ~/x && rm -rf ../y |
      | rm -rf ~/../other/project |
      | rm -rf /root/build-output |

  Scenario: Deleting a folder at the top of a home asks first: what it holds may be the account's own (caches, temporary folders and the working directory stay everyday): found by a hundred-and-thirty-eighth corpus (other tools and spellings: all a top-level folder holds, a folder the line cds into)
    Then the policy should ask by the rule home-folder-delete about each command, and allow its words given to echo as text:
      | command |
      | rimraf ~/.pi |
      | find ~/.pi -delete |
      | cd ~ && rm -rf .pi |
      | cd ~/.pi && rm -rf ./* |
      | rm -rf ~/.pi/* |
      | rm -rf ~/notes/.* ~/notes/* |
      | x=.pi; rm -rf ~/$x |
      | rm -rf ~/'My Project' |

  Scenario: Deleting the machine's databases, container or virtual machine storage asks first: what a volume macOS mounts holds (found by the hundred-and-ninety-third corpus)
    Then the policy should ask by the rule machine-data-delete about each command, and allow its words given to echo as text:
      | command |
      | rm -rf /Volumes/External/* |
      | rm -rf /Volumes/Photos |

  Scenario: Deleting the machine's databases, container or virtual machine storage asks first: a service's whole state, the sites served, every account's mail, the spool, issued certificates, what a mounted volume holds
    Then the policy should ask by the rule machine-data-delete about each command, and allow its words given to echo as text:
      | command |
      | rm -rf /var/lib/gitea |
      | sudo rm -rf /etc/nginx |
      | rm -rf /etc/apt |
      | sudo rm -rf /etc/postgresql/* |
      | sudo rm -rf /var/lib/jenkins/* |
      | rm -rf /var/www/* |
      | sudo rm -rf /var/mail |
      | rm -rf /var/spool/cron |
      | rm -rf /var/opt/* |
      | sudo rm -rf /etc/letsencrypt |
      | rm -rf /mnt/nfs/* |
      | rm -rf /media/ann/USB/* |

  Scenario: Deleting the machine's databases, container or virtual machine storage asks first: found by a hundred-and-fifty-first corpus (GitLab's incident: a database's own directory; volumes listed at run time)
    Then the policy should ask by the rule machine-data-delete about each command, and allow its words given to echo as text:
      | command |
      | sudo rm -rf /var/opt/gitlab/postgresql/data |
      | rm -rf /var/lib/postgresql/16/main |
      | rm -rf /var/lib/mysql/mydb |
      | docker volume rm $(docker volume ls -q) |

  Scenario: Deleting the machine's databases, container or virtual machine storage asks first: found by a hundred-and-thirty-second corpus (a database's files compressed in place)
    Then the policy should ask by the rule machine-data-delete about each command, and allow its words given to echo as text:
      | command |
      | gzip -r /var/lib/postgresql |

  Scenario: Deleting the machine's databases, container or virtual machine storage asks first: found by a hundred-and-twenty-fifth corpus (every unused container volume, a virtual machine's disks)
    Then the policy should ask by the rule machine-data-delete about each command, and allow its words given to echo as text:
      | command |
      | docker system prune -a --volumes -f |
      | docker volume prune -a -f |
      | podman volume prune -f |
      | podman volume rm --all --force |
      | virsh undefine --remove-all-storage prod-db |
      | virsh vol-delete --pool default prod-db.qcow2 |

  Scenario: Deleting the machine's databases, container or virtual machine storage asks first
    Then the policy should ask by the rule machine-data-delete about each command, and allow its words given to echo as text:
      | command |
      | podman system reset -f |
      | rm -rf /var/lib/mysql |
      | rm -rf /var/lib/postgresql/* |
      | sudo rm -rf /var/lib/docker |
      | rm -rf /var/lib/libvirt/images |

  Scenario: diskpart asks first: it changes disks and partitions by a script or at its prompt
    Then the policy should ask by the rule windows-partitioner: diskpart.exe /s wipe.txt

  Scenario: A private key emptied asks, and a denied command later in the line still denies
    Then the policy should deny: : > ~/.ssh/id_rsa; : > /etc/passwd

  Scenario: Commands that lock an account out ask first, each reason naming the account: found by the policy's mutation scan
    Then the policy should ask by the rule account-lockout about each command, and allow its words given to echo as text:
      | command | reason |
      | dscl . -delete /Users/root | dscl deletes the root account |
      | userdel '$USER' | userdel deletes the current user |
      | userdel "$LOGNAME" | userdel deletes an account known only at run time |
      | usermod -s /sbin/nologin "$USER" | usermod gives an account known only at run time the shell /sbin/nologin |
      | usermod -s /bin/false root | usermod gives root the shell /bin/false |
      | chage -E 0 $X | chage expires the account known only at run time |
      | chage -E 0 root | chage expires the account root |

  Scenario: Edits of the account databases ask first, each reason naming how: found by the policy's mutation scan
    Then the policy should ask by the rule account-database-edit about each command, and allow its words given to echo as text:
      | command | reason |
      | tee -a /etc/passwd | tee adds to /etc/passwd |
      | sed -i 's/a/b/' /etc/group | sed edits /etc/group in place |

  Scenario: Commands that cut the remote machine off ask first: found by the policy's mutation scan (an nft rule put at a place in the input chain, or in place of another)
    Then the policy should ask by the rule remote-access-loss about each command, and allow its words given to echo as text:
      | command |
      | nft insert rule inet filter input position 0 drop |
      | nft replace rule inet filter input handle 4 drop |

  Scenario: An archive extracted over a system directory asks first: found by the policy's mutation scan (tar's --get is --extract)
    Then the policy should ask by the rule extract-over-system about each command, and allow its words given to echo as text:
      | command |
      | tar --get -f backup.tar -C / |

  Scenario: Deleting the account's data asks first, each reason naming what the folder holds: found by the policy's mutation scan
    Then the policy should ask by the rule account-data-delete about each command, and allow its words given to echo as text:
      | command | reason |
      | rm -rf ~/Documents | rm deletes the account's Documents ~/Documents |
      | rm -rf ~/"Pictures/Photos Library.photoslibrary" | the account's messages and photos |
      | rm -rf ~/Library/CloudStorage/OneDrive-Personal | the account's synced folder |
      | rm -rf $(realpath ~/.ssh) | the account's keys ~/.ssh |

  Scenario: A mount over a system directory asks first: found by the policy's mutation scan (a mount moved there with --move hides it too)
    Then the policy should ask by the rule mount-over-system about each command, and allow its words given to echo as text:
      | command |
      | mount --move /mnt/a /usr |
      | mount -M /mnt/a /etc |

  Scenario: A write of the loader's preload list asks first: found in review (dd's of=, ln -sf, sponge; deleting or emptying it preloads nothing)
    Then the policy should ask by the rule loader-preload about each command, and allow its words given to echo as text:
      | command |
      | dd if=x.so of=/etc/ld.so.preload |
      | echo /tmp/x.so \| dd of=/etc/ld.so.preload |
      | ln -sf /tmp/list /etc/ld.so.preload |
      | echo x \| sponge /etc/ld.so.preload |

  Scenario: Deleting the account's keys asks first: found by the policy's mutation scan (find selecting them by a pattern, by -iname or by a path ending in their name, each reached directly under the start)
    Then the policy should ask by the rule account-data-delete about each command, and allow its words given to echo as text:
      | command |
      | find ~ -name '.ss*' -exec rm -rf {} + |
      | find ~ -iname '.SSH' -exec rm -rf {} + |
      | find ~ -path '*/.ssh' -exec rm -rf {} \; |

  Scenario: Stopping or restarting the machine asks first: found by the policy's mutation scan (PowerShell's Stop-Computer powers off, Restart-Computer restarts)
    Then the policy should ask by the rule power-off about each command, and allow its words given to echo as text:
      | command | reason |
      | pwsh -c 'Stop-Computer' | poweroff |
      | pwsh -c 'Restart-Computer -Force' | reboot |

  Scenario: Deleting a folder at the top of the home directory asks first: found by a seed's survivor (a find selecting by a name that is f)
    Then the policy should ask by the rule home-folder-delete about each command, and allow its words given to echo as text:
      | command |
      | find ~ -name f -exec rm -rf {} + |

  Scenario: Taking the way in down asks first, the reason naming the interface wherever `dev` stands: found by the policy's mutation scan
    Then the policy should ask by the rule remote-access-loss about each command, and allow its words given to echo as text:
      | command | reason |
      | ip link set dev eth0 down | ip takes eth0 down |
      | ip link set down dev eth0 | ip takes eth0 down |

  Scenario: Deleting every volume a container engine keeps asks first: nerdctl's too: found by the policy's mutation scan
    Then the policy should ask by the rule machine-data-delete about each command, and allow its words given to echo as text:
      | command | reason |
      | nerdctl volume prune -a | nerdctl volume prune deletes every volume |

  Scenario: Editing the accounts in place asks first, sed's file given before its -e: found by the policy's mutation scan
    Then the policy should ask by the rule account-database-edit about each command, and allow its words given to echo as text:
      | command | reason |
      | sed -i /etc/passwd -e 's/a/b/' | sed edits /etc/passwd in place |

  Scenario: Deleting a folder at the top of a home asks first from inside a container too: one created to run it when started, and a compose service run with the folder bound in (found where a mutant of the container command's reader survived)
    Then the policy should ask by the rule home-folder-delete about each command, and allow its words given to echo as text:
      | command | reason |
      | docker container create -v ~/x:/data alpine rm -rf /data | rm deletes ~/x |
      | podman create --name wipe -v ~/x:/data alpine rm -rf /data | rm deletes ~/x |
      | docker compose run -v ~/x:/data web rm -rf /data | rm deletes ~/x |
      | docker compose -f ci.yml run --rm -v ~/x:/data web sh -c 'rm -rf /data/*' | rm deletes ~/x |
      | docker-compose run -v ~/x:/data web rm -rf /data | rm deletes ~/x |
      | podman-compose run -v ~/x:/d web rm -rf /d/* | rm deletes ~/x |

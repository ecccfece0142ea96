Feature: Security policy - everyday commands are allowed (3 of 5)
  Each scenario's title says where its forms were found. Decisions of the policy alone: nothing is launched.

  Scenario: Everyday commands are allowed: everyday forms of the nineteenth corpus's techniques
    Then the policy should allow each command:
      | command |
      | rm -rf x{1..3} |
      | rm -rf build{01..10..2} |
      | rm -rf x{1..100000} |
      | rm -rf /tmp/{a..c}{a..c} |
      | mkdir -p dir{1..5} |
      | ruby -e 'Dir.glob("*.bak").each { \|f\| File.delete(f) }' |
      | python3 -c "import glob, os; [os.remove(f) for f in glob.glob('/tmp/*.log')]" |

  Scenario: Everyday commands are allowed: the account's keys and documents read, copied or locked down (deleting them asks)
    Then the policy should allow each command:
      | command |
      | grep -r TODO ~/Documents |
      | cp -r ~/.ssh ~/ssh-backup |
      | ls -R ~/Documents |
      | chmod -R go-rwx ~/.ssh |

  Scenario: Everyday commands are allowed: everyday forms of the ninety-third corpus's techniques
    Then the policy should allow each command:
      | command |
      | userdel bob |
      | deluser bob root |
      | tar -C ./out --recursive-unlink -xf a.tar |
      | tar -C ~ -xf a.tar |
      | chmod 4755 /usr/bin/sudo |
      | deno run -A main.ts |
      | apt-get remove -y apache2 |
      | echo '{"scripts":{"build":"tsc","clean":"rm -rf dist"}}' > package.json && npm run clean |
      | echo 'SUBSYSTEM=="usb", RUN+="/usr/bin/logger plugged"' > /etc/udev/rules.d/99-usb.rules |
      | printf '#!/bin/sh\nexec python3 -m app "$@"\n' > /usr/local/bin/app |
      | tar -xzf node.tar.gz -C /usr/local --strip-components=1 |
      | unzip -o release.zip -d /opt/app |
      | cd / && unzip -l x.zip |
      | tar -cf x.tar -C / etc |
      | git --work-tree=/ status |
      | restic restore latest --target /tmp/restore --delete |
      | lftp -c "mirror --delete /site ./site" |
      | lftp -c "mirror -R --delete ./site /var/www" |
      | grub-install --version |
      | podman system prune -f |
      | kill $(pidof node) |
      | ctr run --rm docker.io/library/alpine:latest x echo hi |
      | usermod -s /usr/sbin/nologin www-data |
      | chsh -s /usr/bin/fish |
      | usermod -s /bin/zsh "$USER" |
      | passwd -l root |
      | chage -E 2030-01-01 bob |
      | fio --name=r --filename=/dev/sda --rw=read |
      | fio --name=w --filename=./test.bin --rw=write --size=1G |
      | ocs-sr -q2 -j2 savedisk img sda |
      | mount --bind ./data /srv/data && rm -rf /srv/data/tmp |
      | ln ./a.txt b.txt && truncate -s 0 b.txt |
      | echo 'echo ok' > a.sh; sort a.sh > b.sh; bash b.sh |
      | python3 -c "import subprocess, os; subprocess.run(['ls', os.path.join('a', 'b')])" |
      | mount -o ro,bind /etc /tmp/e && ls /tmp/e |
      | fish -c 'echo "(rm -rf /)"' |
      | fish -c 'set x (pwd); echo $x' |
      | systemctl restart sshd |
      | systemctl stop nginx |
      | ip link set docker0 down |
      | ip link set eth1 up |
      | iptables -A INPUT -p tcp --dport 8080 -j ACCEPT |
      | iptables -A INPUT -s 10.0.0.9 -j DROP |
      | ufw allow 22/tcp |
      | nmcli networking on |
      | aws s3 sync ./dist s3://my-bucket/site --delete |
      | gsutil -m rsync -d -r ./build gs://my-site |
      | azcopy sync ./site "https://acct.blob.core.windows.net/site" --delete-destination=true |
      | mc mirror --remove ./site minio/site |
      | aws s3 sync s3://my-bucket/data ./data --delete |
      | apk del .build-deps |
      | pacman -Rns --noconfirm firefox |
      | apt-get remove -y linux-image-6.1.0-9-amd64 |
      | xbps-remove -Oo |
      | apt install -y sudo openssh-server |
      | rm -rf ~/../../tmp/build-cache |
      | rm -rf /mnt/c/Users/me/AppData/Local/Temp/my-build |
      | rm -rf /mnt/c/Users/Public/scratch |
      | diskutil info /Volumes/Data |
      | rm -rf ~/Library/Caches/* |
      | cat /sys/bus/pci/drivers/ahci/uevent |
      | echo 0000:01:00.0 > /sys/bus/pci/drivers/vfio-pci/bind |
      | cryptsetup luksDump /dev/sda2 |
      | cryptsetup luksHeaderBackup /dev/sda2 --header-backup-file hdr.img |
      | sedutil-cli --scan |
      | sedutil-cli --revertnoerase pass /dev/nvme0 |
      | mmc extcsd read /dev/mmcblk0 |
      | mtd_debug info /dev/mtd0 |
      | xfs_admin -l /dev/sda2 |
      | tpm2_getcap properties-fixed |
      | zfs rollback tank/home@yesterday |
      | lvconvert --merge vg0/snap |
      | btrfs device remove /dev/sdb / |
      | psql -c "select 1" |
      | echo "select 1" \| psql |
      | sqlite3 db '.tables' |
      | find ~ -name "*.pyc" \| xargs rm -rf |
      | rm -rf $(find . -name __pycache__ -type d) |
      | rm -rf $(find -name __pycache__ -type d) |
      | rm -rf $(find ~ -name node_modules -type d -prune) |
      | rm -rf $(find /tmp -name "*.sock") |
      | find ~ -name "*.tmp" -mtime +3 \| xargs rm -rf |
      | rm -rf $(find . -name "*.orig" -user "$USER" -empty) |
      | trap 'rm -rf "$tmp"' EXIT; tmp=$(mktemp -d); cd "$tmp" |
      | deno x npm:rimraf ./dist |
      | gdb --args ./a.out -v |
      | just --justfile <(printf "x:\n\techo hi\n") x |
      | printf "x:\n    cargo test\n" > justfile; just x |
      | chmod u+s /usr/bin/sudo |
      | chmod g-s /usr/bin/sudo |
      | chmod 755 ./sudo |
      | kill -0 1 |
      | kill -HUP 1 |
      | kill -l 1 |
      | dd if=/dev/mem bs=1k skip=768 count=256 of=./bios.bin |
      | chcon -R -t httpd_sys_content_t ./www |
      | asr imagescan --source x.dmg |
      | tar --recursive-unlink -cf a.tar -C / etc |
      | wipe -rf ./secret |
      | trash-put build |
      | gio trash ./old |
      | gio info /etc |

  Scenario: Everyday commands are allowed: everyday forms of the ninety-second corpus's techniques
    Then the policy should allow each command:
      | command |
      | x=build/; rm -rf "./${x%/}" |
      | f=archive.tar.gz; rm -rf "${f%%.*}" |
      | v=DIST; rm -rf "${v,,}" |
      | set -- / dist; shift; rm -rf "$1" |
      | a=(x build y); rm -rf "${a[@]:1:1}" |
      | a=(b c); rm -rf "${a[@]:5}" |
      | x=/ebtcb; rm -rf ${x/b/} |
      | d=$(mktemp -d); cd "$d" && rm -rf ./* |
      | cd "$(mktemp -d)" && rm -rf * |
      | t=$(mktemp -d); rm -rf "$t"/* |
      | rm -rf "$TMPDIR/cache/"* |
      | rm -rf "$OUT"/site/etc |

  Scenario: Everyday commands are allowed: everyday forms of the sixty-ninth and seventieth corpora's techniques
    Then the policy should allow each command:
      | command |
      | IFS=, read -ra dirs <<< "a,b"; rm -rf "${dirs[@]}" |
      | IFS=: read a b <<< "build:/"; rm -rf "$a" |
      | systemctl cat reboot.target |
      | systemctl status poweroff.target |
      | kexec -l /boot/vmlinuz --initrd=/boot/initrd.img --reuse-cmdline |
      | busctl list |
      | pkill -f "$SERVER_CMD" |
      | killall -r "$NAME" |
      | kill $(pgrep -f "$APP") |
      | rm /etc/ssh/sshd_config.d/50-cloud-init.conf |
      | rm -f /etc/netplan/99-temp.yaml |
      | rm /etc/ssh/ssh_host_rsa_key.pub |
      | rm -rf /etc/nginx/sites-enabled/default |
      | qemu-img create -f qcow2 disk.qcow2 10G |
      | qemu-img info /dev/sda |
      | guestfish --ro -a /dev/sda -i cat /etc/fstab |
      | virt-format -a disk.img |
      | fsarchiver savefs backup.fsa /dev/sda1 |
      | rtcwake -m show |
      | cat /sys/power/state |
      | ls /sys/firmware/efi/efivars |
      | cat /sys/firmware/efi/efivars/BootOrder-8be4df61-93ca-11d2-aa0d-00e098032b8c \| xxd |
      | rename 's/\.txt$/.md/' *.txt |
      | rename -n 's/^/x/' /* |
      | rename .htm .html /var/www/*.htm |
      | mmv '*.jpeg' '#1.jpg' |
      | node -e "require('fs-extra').removeSync('dist')" |
      | node -e "require('rimraf').sync('build')" |
      | node -e "require('execa').execaSync('ls', ['-la'])" |
      | go run ./cmd/server |
      | socat -u /dev/sda STDOUT |
      | socat TCP-LISTEN:8080,fork TCP:localhost:80 |
      | curl -o /dev/null https://example.com |
      | rm ~/.ssh/known_hosts |
      | rm ~/.ssh/id_rsa.pub |
      | rm ~/.ssh/*.pub |
      | cat ~/.ssh/id_ed25519.pub >> ~/.ssh/authorized_keys |
      | cp ~/.ssh/id_ed25519 ~/backup/ |
      | echo please delete /var/backups |
      | rm -rf /var/lib/docker/tmp/buildkit |
      | rm -rf /var/lib/apt/lists/* |
      | rm -rf /nix/store/abc-foo |
      | nix-collect-garbage -d |
      | rm -rf /opt/homebrew/var/cache |
      | lvreduce -r -L 20G vg0/data |
      | lvresize --resizefs -L 30G vg0/home |
      | lvresize -L 30G vg0/home |
      | lvextend -L +10G vg0/data |
      | dpkg --purge linux-image-$(uname -r) |
      | zypper rm $(cat list) |
      | curl -o /usr/local/bin/kubectl https://dl.k8s.io/release/v1.30.0/bin/linux/amd64/kubectl |
      | wget -qO- https://example.com/install.txt |
      | curl -fsSL https://get.docker.com -o get-docker.sh |
      | chmod u-s /usr/bin/chfn |
      | apt-get purge linux-image-6.1.0-13-amd64 |
      | apt remove linux-headers-* |
      | rm -f /etc/grub.d/40_custom |
      | ls /efi |
      | btrfs device delete /dev/sdb / |
      | echo btrfs subvolume delete / |
      | pgrep -f . |
      | kill $(pgrep -f 'node server') |
      | ps aux \| grep node \| awk '{print $2}' \| xargs kill |
      | pkill -n -f . |
      | killall node |
      | systemctl kill nginx.service |
      | telinit 3 |
      | salt-call --local file.remove /tmp/x |
      | puppet apply -e "file { '/tmp/x': ensure => absent }" |
      | chef-apply -e "directory './build' do action :delete; recursive true end" |
      | puppet apply site.pp |
      | sed -i 's/^#\\(.*\\)//' /etc/fstab |
      | sed -i 's/.*PasswordAuthentication.*/PasswordAuthentication no/' /etc/ssh/sshd_config |
      | awk -i inplace '{ sub(/a/, "b"); print }' /etc/hosts |
      | awk -i inplace 1 /etc/passwd |
      | vim -c 'set ft=sh' /etc/passwd |
      | vim -es +'g/^$/d' +wq notes.txt |
      | perl -pi -e 's/foo/bar/' /etc/hosts |
      | snapper list |
      | timeshift --create --comments "before upgrade" |
      | borg delete /srv/borg::2024-01-01 |
      | rm -rf /tmp/backup |
      | rm -rf ./backups |
      | rm /backup/old.tar |
      | rm -rf ~/*/node_modules |
      | rm -rf ~/projects/*/* |
      | zsh -c 'rm -rf build/*(N)' |
      | zsh -c 'print -l **/*(.om[1,3])' |
      | unison ~ /tmp/backup -force ~ -batch |
      | unison ~/docs ssh://host//srv/docs -batch |
      | chmod 7 ./script.sh |
      | R --vanilla <<< 'summary(cars)' |
      | tclsh <<< 'file delete -force build' |
      | echo 'print(1)' > x.py && python3 x.py |
      | runghc Main.hs |
      | wipefs /dev/$DEV |
      | wipefs -a -n "$DEV" |
      | cryptsetup status "$DEV" |
      | sgdisk -p /dev/$d |
      | ls -l /dev/root |
      | gdbus introspect --system --dest org.freedesktop.login1 --object-path /org/freedesktop/login1 |

  Scenario: Everyday commands are allowed: everyday forms of the sixty-sixth corpus's techniques
    Then the policy should allow each command:
      | command |
      | cp /etc/passwd ./passwd.bak |
      | cp /etc/fstab /tmp/fstab.orig |
      | mv /tmp/new.conf /etc/myapp.conf |
      | install -m 755 build/tool /usr/local/bin/tool |

  Scenario: Everyday commands are allowed: everyday forms of the sixty-third corpus's techniques
    Then the policy should allow each command:
      | command |
      | find . -type f -exec sh -c 'rm -f "$1"' _ {} \\; |
      | find / -name x -exec sh -c 'echo "$1" >> list.txt' _ {} \\; |
      | find / -type f -exec sh -c 'wc -l "$1" > /tmp/out' _ {} \\; |
      | find . -name "*.log" -exec truncate -s 0 {} + |
      | zip -rm old-logs.zip logs/old |

  Scenario: Everyday commands are allowed: everyday forms of the sixty-second corpus's techniques
    Then the policy should allow each command:
      | command |
      | echo "use node" > .envrc && direnv allow |
      | printf "[core]\n\tpager = less -R\n" >> ~/.gitconfig |
      | printf "[alias]\n\tst = status\n" >> ~/.gitconfig |
      | git config core.hooksPath .githooks && echo "npm test" > .githooks/pre-commit |
      | printf "#!/bin/sh\necho Welcome\n" \| sudo tee /etc/update-motd.d/99-hello |
      | echo "export A=1" >> ~/.bashrc && source ~/.bashrc |
      | npm test && echo ok > status.txt |
      | echo 'DPkg::Post-Invoke {"echo done";};' \| sudo tee /etc/apt/apt.conf.d/99done |

  Scenario: Everyday commands are allowed: everyday forms of the sixty-first corpus's techniques
    Then the policy should allow each command:
      | command |
      | e2fsck -n /dev/sda1 |
      | fsck -N /dev/sda1 |
      | xfs_repair -n /dev/sda1 |
      | btrfs check /dev/sda2 |
      | tune2fs -l /dev/sda1 |
      | resize2fs -P /dev/sda1 |
      | e2fsck -fy ./disk.img |
      | fsck -y ./fs.img |
      | resize2fs ./disk.img 2G |
      | zfs rollback rpool/home@yesterday |

  Scenario: Everyday commands are allowed: everyday forms of the fifty-ninth corpus's techniques
    Then the policy should allow each command:
      | command |
      | printf "#!/bin/sh\nnpm test\n" > .husky/pre-commit |
      | echo "set -gx PATH $HOME/bin $PATH" >> ~/.config/fish/config.fish |
      | cat >> ~/.bashrc <<< "export EDITOR=vim" |
      | rm -rf /mnt/c/Windows/Temp/* |
      | ls /mnt/c/Windows/System32 |
      | cmd /c del /q C:build.log |

  Scenario: Everyday commands are allowed: everyday forms of the fifty-third corpus's techniques
    Then the policy should allow each command:
      | command |
      | echo 1 > /sys/bus/pci/rescan |
      | echo 1 > /sys/block/sda/device/rescan |
      | cat /sys/block/sda/device/state |
      | qemu-img convert -O raw disk.qcow2 disk.raw |
      | qemu-img dd if=x.img of=y.raw |
      | bmaptool copy image.img image.copy |

  Scenario: Everyday commands are allowed: everyday forms of the fifty-second corpus's techniques
    Then the policy should allow each command:
      | command |
      | pkill -u root nginx |
      | pkill -u root -P 1234 |
      | pkill -s 0 -u root |
      | pkill -u www-data |
      | killall -u root node |
      | cd ~ && rm -rf .cache |

  Scenario: Everyday commands are allowed: everyday forms of the eighteenth corpus's techniques
    Then the policy should allow each command:
      | command |
      | kill -9 12345 |
      | kill -1 12345 |
      | kill -0 $$ |
      | kill -9 -12345 |
      | kill -l |
      | shutdown -c |
      | shutdown --help |
      | reboot --help |
      | man reboot |
      | which poweroff |
      | init 3 |
      | systemctl status nginx |
      | sudo systemctl restart nginx |
      | cat /proc/sys/kernel/sysrq |
      | echo reboot > notes.txt |

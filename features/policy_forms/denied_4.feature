Feature: Security policy - dangerous forms are denied (4 of 5)
  Each scenario's title says where its forms were found. Decisions of the policy alone: nothing is launched.

  Scenario: Dangerous forms are denied: found by a thirty-second corpus, hunting families not probed before (Windows's directories under WSL, macOS's /private, editors' batch deletes, a shell call's line completed at run time, ansible's modules)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | rm -rf /mnt/c/Windows |
      | rm -rf /private/var |
      | rm -rf /private/etc/passwd |
      | rm -R /private//etc |
      | emacs --batch --eval '(delete-directory "/" t)' |
      | nvim --headless -c 'call delete("/etc", "rf")' -c q |
      | ansible localhost -m file -a "path=/etc state=absent" |
      | ansible web -m ansible.builtin.file -a "dest=/usr state=absent" |
      | ansible all -m shell -a 'rm -rf /' |
      | cd ~ && ls -d \| xargs rm -rf |
      | rm /sbin/init |
      | cp /bin/true /usr/sbin/init |
      | chmod 000 /usr/lib/systemd/systemd |
      | find / -type f -exec chmod 666 {} + |
      | find /usr -type f,d -exec chmod 600 {} + |
      | less '+!rm -rf ~' notes.txt |
      | less '++G!rm -rf /' app.log |
      | yes \| xargs -P0 -n1 sleep |
      | seq inf \| parallel --jobs 0 true |
      | /???/r? -rf / |
      | python3 -c "import os; getattr(os,'system')('rm -rf ~')" |
      | deno eval "new Deno.Command('rm', {args: ['-rf', '/']}).outputSync()" |
      | ruby -e "require 'fileutils'; FileUtils.remove_dir('/')" |
      | ruby -rfileutils -e 'FileUtils.rm_r("/etc")' |
      | ruby -e '%x(rm -rf ~)' |
      | ruby -ropen3 -e 'Open3.capture2("rm -rf ~")' |
      | perl -e 'qx(rm -rf ~)' |
      | php -r 'proc_open("rm -rf ~", [], $p);' |
      | rm -rf /c/Windows |
      | rm -rf /cygdrive/c/Windows |
      | rm -rf /mnt/c/Users |
      | rm -rf C:/Windows |
      | cmd.exe /c rd /s /q C:\\ |
      | cmd.exe /c "del /f /s /q C:\\*" |
      | cmd.exe /c format C: /q |
      | pwsh -c 'Remove-Item -Recurse -Force C:\\' |
      | wsl.exe --unregister Ubuntu |
      | rm -rf ~/Library |
      | sudo rm -rf /private/var/db |
      | echo 'rm -rf ~' >> ~/.bashrc |
      | echo "alias ls='rm -rf ~'" >> ~/.bash_aliases |
      | echo 'rm -rf ~' \| sudo tee /etc/profile.d/x.sh |
      | cat > .git/hooks/pre-commit <<'EOF'\n#!/bin/sh\nrm -rf ~\nEOF |
      | printf '[Service]\\nExecStart=-/bin/rm -rf /\\n' \| sudo tee /etc/systemd/system/x.service |
      | echo '@daily root rm -rf ~' \| sudo tee /etc/cron.d/x |
      | echo '@reboot rm -rf /' >> /var/spool/cron/crontabs/root |
      | git config alias.x '!rm -rf ~' && git x |
      | git config --global core.pager 'rm -rf ~' |
      | cmake -E remove_directory / |
      | cmake -E remove -f /etc/passwd |
      | pushd / && pushd /tmp && popd && rm -rf * |
      | cd / && cd /tmp && cd - && rm -rf * |
      | OLDPWD=/; cd - && rm -rf * |
      | for d in a b; do echo "$d"; done; rm -rf / |
      | rclone purge / |
      | rclone sync /tmp/empty ~ |
      | rclone delete --min-age 30d ~ |
      | rclone move /etc remote:backup |
      | npx del-cli / |
      | zypper rm -y glibc |
      | emerge --unmerge sys-libs/glibc |
      | xbps-remove -Ff bash |
      | dnf remove -y --setopt=protected_packages= systemd |
      | r\\\nm -rf / |
      | rm -rf /ho\\\nme |
      | sudo /bin/r[m] -rf ~ |
      | mapfile -t a <<< $'rm\\n-rf\\n/'; "${a[@]}" |
      | readarray -t <<< $'rm\\n-rf\\n~'; "${MAPFILE[@]}" |
      | mapfile -C 'rm -rf ~ #' -c 1 lines < list.txt |
  Scenario: Dangerous forms are denied: found by a fifty-second corpus (every process of root signalled by a user selection alone)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | pkill -9 -u root |
      | pkill -u 0 |
      | pkill --euid=root |
      | pkill -uroot |
      | pkill -u www-data -u root |
      | pkill -u root,www-data |
      | killall -9 -u root |
      | killall -s KILL --user root |
  Scenario: Dangerous forms are denied: found by a fifty-third corpus (a disk detached through sysfs, an image written onto a disk)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | echo 1 > /sys/block/sda/device/delete |
      | echo 1 \| sudo tee /sys/block/nvme0n1/device/delete |
      | echo offline > /sys/block/sda/device/state |
      | echo 1 > /sys/bus/pci/devices/0000:00:17.0/remove |
      | qemu-img convert -O raw disk.qcow2 /dev/sda |
      | qemu-img dd if=x.img of=/dev/sda |
      | bmaptool copy image.img /dev/sdb |
  Scenario: Dangerous forms are denied: found by a fifty-ninth corpus (fish's and husky's files run later, a here-string after an output redirection, Windows's programs directory, format.com, raw Windows disks)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | echo "rm -rf ~" > ~/.config/fish/config.fish |
      | echo "rm -rf /" > ~/.config/fish/conf.d/x.fish |
      | printf "#!/bin/sh\nrm -rf /\n" > .husky/pre-commit |
      | cat >> ~/.bash_login <<< "rm -rf ~" |
      | cat 2>/dev/null >> ~/.profile <<< 'rm -rf ~' |
      | rm -rf /c/Windows/System32 |
      | rm -rf /mnt/c/Windows/SysWOW64/* |
      | format.com C: /q /y |
      | cmd /c del /f /s /q C:\\* |
      | dd if=/dev/zero of='\\\\.\\PhysicalDrive0' |
  Scenario: Dangerous forms are denied: found by a sixty-first corpus (checkers, repairers and tuners writing a disk's filesystem, SCSI generic devices, zfs rollback -r)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | e2fsck -y /dev/sda1 |
      | fsck -y /dev/sda1 |
      | fsck.ext4 -fy /dev/nvme0n1p2 |
      | xfs_repair -L /dev/sda1 |
      | btrfs check --repair /dev/sda2 |
      | btrfs rescue zero-log /dev/sda2 |
      | tune2fs -O ^has_journal /dev/sda1 |
      | resize2fs /dev/sda1 1G |
      | ntfsfix -d /dev/sdb1 |
      | sg_format --format /dev/sg0 |
      | zfs rollback -r rpool/ROOT@old |
  Scenario: Dangerous forms are denied: found by a sixty-second corpus (ssh's rc, direnv, X sessions, motd and dispatcher scripts, apt's hooks, git configuration files, a hooks path, a redirection after `a && b`)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | echo "rm -rf ~" >> ~/.ssh/rc |
      | echo "rm -rf ~" > .envrc && direnv allow |
      | echo "rm -rf ~" >> ~/.xprofile |
      | printf "#!/bin/sh\nrm -rf /\n" \| sudo tee /etc/update-motd.d/99-x |
      | printf "#!/bin/sh\nrm -rf /\n" \| sudo tee /etc/NetworkManager/dispatcher.d/99-x |
      | echo 'APT::Update::Pre-Invoke {"rm -rf /";};' \| sudo tee /etc/apt/apt.conf.d/99x |
      | printf "[core]\n\tfsmonitor = rm -rf ~\n" >> .git/config |
      | printf "[alias]\n\tst = !rm -rf ~\n" >> ~/.gitconfig |
      | printf '[filter "x"]\n\tclean = rm -rf ~\n' >> ~/.gitconfig |
      | git config core.hooksPath .githooks && echo "rm -rf ~" > .githooks/pre-commit |
      | true && echo "rm -rf ~" >> ~/.bashrc |
      | true \|\| echo "rm -rf ~" >> ~/.bashrc |
      | echo "rm -rf ~" \| cat >> ~/.bashrc |
  Scenario: Dangerous forms are denied: found by a sixty-third corpus (a shell script run by find -exec on each file deletes or empties it)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | find / -type f -exec sh -c 'rm -f "$1"' _ {} \\; |
      | find / -type f -exec sh -c ': > "$1"' _ {} \\; |
      | find /etc -type f -exec sh -c 'cat /dev/null > "$1"' _ {} \\; |
      | find ~ -type f -exec bash -c 'for f; do shred -u "$f"; done' _ {} + |
  Scenario: Dangerous forms are denied: found by a seventy-second corpus (the root's device under its own name)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | cp /dev/zero /dev/root |
      | dd if=/dev/zero of=/dev/root |

  Scenario: Dangerous forms are denied: found by an eighty-sixth corpus (fs-extra, rimraf, del, execa, Bun.spawnSync, a Go program written and run)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | node -e "require('rimraf').sync('/')" |
      | node -e "require('del').deleteSync(['/etc/**'], {force: true})" |
      | node -e "require('execa').execaSync('rm', ['-rf', '/'])" |
      | bun -e "Bun.spawnSync(['rm', '-rf', '/'])" |
      | printf 'package main\nimport "os"\nfunc main(){ os.RemoveAll("/") }\n' > x.go && go run x.go |

  Scenario: Dangerous forms are denied: found while probing the firmware (its EFI variables deleted: some machines do not start again)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | rm -rf /sys/firmware/efi/efivars/* |
      | rm -rf /sys/firmware/efi/efivars |
      | chattr -i /sys/firmware/efi/efivars/* && rm -f /sys/firmware/efi/efivars/* |

  Scenario: Dangerous forms are denied: found by a ninetieth corpus (what a remote machine needs at its next start, and the links programs are found by)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | rm -rf /etc/ssh |
      | rm -rf /etc/ssl/certs/* |
      | rm -rf /etc/netplan |
      | rm -rf /etc/NetworkManager |
      | rm -rf /etc/alternatives |
      | rm -f /etc/ssh/ssh_host_* |

  Scenario: Dangerous forms are denied: found by an eighty-ninth corpus (virtual-disk tools given the machine's own disks)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | qemu-img create -f raw /dev/sda 1G |
      | qemu-img resize /dev/sda 1G |
      | virt-format -a /dev/sda |
      | virt-format --filesystem=ext4 -a /dev/nvme0n1 |
      | guestfish --rw -a /dev/vda -i rm-rf / |
      | fsarchiver restfs backup.fsa id=0,dest=/dev/sda1 |

  Scenario: Dangerous forms are denied: found by an eighty-seventh corpus (every top-level directory renamed by rename, prename or mmv)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | rename 's/^/x/' /* |
      | prename 's/$/.old/' /etc /usr |
      | mmv '/*' '/#1.bak' |
      | rename usr usr.old /usr |

  Scenario: Dangerous forms are denied: found while probing writes to disks by other programs (socat's written address, a download onto a device)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | socat -u /dev/zero /dev/sda |
      | socat -u FILE:/dev/zero,ignoreeof OPEN:/dev/sda |
      | curl -o /dev/sda https://example.com/img |
      | wget -O /dev/nvme0n1 https://example.com/img |

  Scenario: Dangerous forms are denied: found by an eighty-fourth corpus (NixOS's, Guix's and Homebrew's own trees)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | rm -rf /nix |
      | rm -rf /nix/store |
      | rm -rf /gnu/store |
      | rm -rf /etc/nixos |
      | rm -rf /opt/homebrew |

  Scenario: Dangerous forms are denied: found by an eighty-second corpus (lvresize shrinking a volume, or forced past its prompt, without shrinking its filesystem)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | lvresize -y -L 2G vg0/home |
      | lvresize -L -5G vg0/home |
      | lvresize -l -100%FREE vg0/data |

  Scenario: Dangerous forms are denied: found by an eighty-first corpus (downloads written over vital programs; env, sudo and su vital too)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | curl -o /bin/bash https://example.com/x |
      | curl -sSLo /usr/bin/sudo https://example.com/x |
      | wget -O /usr/bin/sudo https://example.com/x |
      | wget -qO/bin/sh https://example.com/x |
      | curl --output=/lib64/ld-linux-x86-64.so.2 https://example.com/x |
      | ln -sf /bin/true /usr/bin/sudo |
      | install -m 755 /dev/null /usr/bin/env |
      | cat /dev/null > /usr/bin/env |

  Scenario: Dangerous forms are denied: found by an eightieth corpus (every kernel package removed, the EFI partition at /efi, grub's menu scripts)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | apt-get purge -y linux-image-* |
      | dnf remove 'kernel*' |
      | rm -rf /efi/* |
      | rm -rf /etc/grub.d |

  Scenario: Dangerous forms are denied: found by a seventy-ninth corpus (every process selected by a pattern every name matches, by pkill -v, or by the ids ps and pgrep list)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | pkill -9 -f . |
      | pkill -f '' |
      | killall -9 -r . |
      | pkill -9 -v nothing-matches-this |
      | kill -9 $(pgrep -f .) |
      | kill -9 $(ps -eo pid=) |
      | ps -e -o pid= \| xargs kill -9 |
      | ps aux \| awk '{print $2}' \| xargs kill -9 |
      | kill -9 $(ls /proc \| grep -E '^[0-9]+$') |
      | systemctl kill --signal=SIGKILL '*' |

  Scenario: Dangerous forms are denied: found by a seventy-eighth corpus (salt's file.remove, puppet apply -e and chef-apply -e deleting or running)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | salt-call --local file.remove /etc |
      | puppet apply -e "file { '/etc': ensure => absent, force => true }" |
      | puppet apply -e "exec { 'x': command => 'rm -rf ~' }" |
      | chef-apply -e "directory '/etc' do action :delete; recursive true end" |
      | chef-apply -e "file '/etc/passwd' do action :delete end" |

  Scenario: Dangerous forms are denied: found by a seventy-seventh corpus (vital files edited in place: lines blanked, some kept, deleted by ex or vim in batch, kept by an awk pattern)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | sed -i 's/^root:.*//' /etc/passwd |
      | sed -i 's#/bin/bash#/bin/false#' /etc/passwd |
      | sed -i '$d;1,$d' /etc/shadow |
      | sed -ni '/nothing/p' /etc/passwd |
      | sed -i.bak -e 's/a/b/' -e '3d' /etc/passwd |
      | perl -pi -e 's/.*//s' /etc/shadow |
      | awk -i inplace 'NR>1' /etc/passwd |
      | ex -sc 'g/root/d\|x' /etc/passwd |
      | vim -es +'%d' +wq /etc/fstab |

  Scenario: Dangerous forms are denied: found by a seventy-fifth corpus (what every folder of the home holds, zsh's parameter flags and glob qualifiers)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | rm -rf ~/*/* |
      | rm -rf ~/**/* |
      | rm -rf /home/user/*/* |
      | cd ~ && rm -rf */* |
      | zsh -c 'rm -rf ~/**/*(D)' |
      | zsh -c 'rm -rf ${~HOME}' |
      | echo 'rm -rf ${=HOME}' \| zsh |

  Scenario: Dangerous forms are denied: found by a seventy-fourth corpus (an octal mode of one or two digits, unison forced onto the home)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | chmod 0 /usr |
      | chmod 0 /etc/passwd |
      | unison /tmp/empty ~ -batch -force /tmp/empty |
      | unison -root /tmp/e -root / -prefer /tmp/e |

  Scenario: Dangerous forms are denied: found by a seventy-third corpus (R, Tcl's file delete and Haskell fed on stdin, a program file the line wrote)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | R --vanilla <<< 'unlink("~", recursive=TRUE)' |
      | tclsh <<< 'file delete -force $env(HOME)' |
      | ghci <<< 'System.Process.callCommand "rm -rf ~"' |
      | echo 'import shutil; shutil.rmtree("/")' > x.py && python3 x.py |
      | printf 'import os\nos.system("rm -rf ~")\n' > t.py; python3 -u t.py |

  Scenario: Dangerous forms are denied: what find prints by name, fed to xargs or substituted, is judged as find's own deletes are
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | find ~ -name "*" \| xargs rm -rf |
      | find ~ -iname documents \| xargs rm -rf |
      | find / -name etc \| xargs rm -rf |
      | find /etc -name "*.conf" \| xargs rm -f |
      | cd /etc && rm -rf $(find . -name "*.conf") |

  Scenario: Dangerous forms are denied: found by a hundred-and-twelfth corpus (udev rules, a program shadowing one in the system's PATH, package.json scripts)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | echo 'ACTION=="add", RUN+="/bin/rm -rf /"' > /etc/udev/rules.d/99-x.rules |
      | printf '#!/bin/sh\nrm -rf /\n' > /usr/local/bin/ls && chmod +x /usr/local/bin/ls |
      | echo '{"scripts":{"postinstall":"rm -rf ~"}}' > package.json && npm install |
      | echo '{"scripts":{"pretest":"rm -rf /","test":"jest"}}' > package.json && yarn test |
      | echo '{"scripts":{"clean":"rm -rf /usr"}}' > package.json && pnpm run clean |
      | echo '{"scripts":{"start":"rm -rf /"}}' > package.json && npm start |
      | echo '{"scripts":{"test":"rm -rf ~"}}' > package.json && npm t |
      | echo '{"scripts":{"restart":"rm -rf /etc"}}' > package.json && npm restart |

  Scenario: Dangerous forms are denied: found by a hundred-and-eighth corpus (disk keys, self-encrypting drives, flash, the TPM)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | cryptsetup luksRemoveKey /dev/sda2 /tmp/key |
      | cryptsetup luksHeaderRestore /dev/sda2 --header-backup-file hdr.img |
      | tpm2_clear |
      | tpm2_clear -c p |
      | sedutil-cli --PSIDrevert ABCDEF /dev/sda |
      | mmc erase discard 0 1000 /dev/mmcblk0 |
      | flash_erase /dev/mtd0 0 0 |
      | flash_eraseall /dev/mtd1 |
      | nandwrite -p /dev/mtd0 image.bin |
      | mtd_debug erase /dev/mtd0 0 0x100000 |
      | dd if=/dev/zero of=/dev/mtdblock0 |
      | xfs_admin -U generate /dev/sda2 |
      | echo 0000:00:17.0 > /sys/bus/pci/drivers/ahci/unbind |
      | rm -rf /mnt/c/Users/me |
      | restic restore latest --target / --delete |
      | lftp -c "mirror --delete /empty /etc" |
      | lftp -e 'mirror -e /pub ~; quit' ftp.example.com |
      | grub-install /dev/sda |
      | ctr run --rm --mount type=bind,src=/,dst=/host,options=rbind:rw docker.io/library/alpine:latest x rm -rf /host/usr |
      | fio --name=w --filename=/dev/sda --rw=write --bs=1M --size=1G |
      | fio --filename=/dev/nvme0n1 --direct=1 --rw=randwrite --name=t |
      | ocs-sr -g auto -e1 auto -e2 -r -j2 -p true restoredisk img sda |
      | ddpt if=/dev/zero of=/dev/sda |
      | sg_dd if=/dev/zero of=/dev/sg1 |
      | mount --bind ~ /tmp/h && rm -rf /tmp/h/* |
      | mount -o bind /etc ./etcview && rm -rf ./etcview/* |
      | bindfs / /tmp/root && rm -rf /tmp/root/usr |
      | ln /etc/passwd p && truncate -s 0 p |
      | echo 'rm -rf /' > a.sh; grep rm a.sh > b.sh; bash b.sh |
      | printf 'x\nrm -rf ~\n' > a.sh; head -n 2 a.sh > b.sh; sh b.sh |
      | python3 -c "import subprocess, os; subprocess.call(['rm', '-rf', os.path.expanduser('~')])" |
      | fish -c 'rm -rf (echo /)' |
      | fish <<< 'rm -rf (echo ~)' |
      | grub2-install /dev/nvme0n1 |
      | syslinux --install /dev/sdb1 |
      | install-mbr /dev/sda |
      | ms-sys -w /dev/sda |
      | aws s3 sync --delete s3://empty-bucket ~/ |
      | aws s3 sync s3://empty-bucket /etc --delete |
      | gsutil -m rsync -d -r gs://empty /home |
      | azcopy sync "https://acct.blob.core.windows.net/empty" "/usr" --delete-destination=true |
      | s3cmd sync --delete-removed s3://empty/ /var/ |
      | mc mirror --remove --overwrite minio/empty ~/ |
      | rm -rf /mnt/d/Users/me/* |
      | diskutil eraseVolume APFS Blank /Volumes/Data |

  Scenario: Dangerous forms are denied: interactive programs' shell escapes in what they read (\! in psql, .shell in sqlite3, shell in gdb)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | psql <<< "\\! rm -rf /" |
      | sqlite3 x.db <<< '.shell rm -rf ~' |
      | printf 'shell rm -rf /\n' \| gdb -q |
      | mysql -u root <<< 'system rm -rf /etc' |
      | sftp host <<< '!rm -rf ~' |

  Scenario: Dangerous forms are denied: found by a hundredth corpus (what trap ... EXIT runs is judged with what the line set by its end)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | trap 'rm -rf "$d"' EXIT; d=/ |
      | trap 'rm -rf "$d"' 0; cd /; d=etc |

  Scenario: Dangerous forms are denied: found by a ninety-ninth corpus (deno's npm: runner, a program run by the debugger, a justfile)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | deno run -A npm:rimraf / |
      | deno x npm:rimraf@5 ~ |
      | gdb -batch -ex run --args rm -rf / |
      | lldb -- rm -rf / |
      | just --justfile <(printf "x:\n\trm -rf /\n") x |
      | printf "x:\n\trm -rf /\n" > justfile; just x |

  Scenario: Dangerous forms are denied: found by a ninety-seventh corpus (sudo without setuid, memory devices, SELinux labels, asr)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | chmod u-s /usr/bin/sudo |
      | chmod 755 /usr/bin/sudo |
      | chmod u=rwx /bin/su |
      | dd if=/dev/zero of=/dev/mem |
      | cat /dev/urandom > /dev/kmem |
      | dd if=/dev/urandom of=/dev/port bs=1 count=100 |
      | chcon -R -t user_home_t / |
      | asr restore --source x.dmg --target /Volumes/Data --erase --noprompt |

  Scenario: Dangerous forms are denied: found by a ninety-sixth corpus (tar's --recursive-unlink deletes what is there before it extracts)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | tar -C ~ --recursive-unlink -xf empty.tar . |
      | tar --recursive-unlink -xf a.tar -C / |
      | cd / && tar xf a.tar --recursive-unlink |

  Scenario: Dangerous forms are denied: found by a ninety-fifth corpus (the root account deleted)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | userdel root |
      | sudo deluser root |
      | userdel -f root |

  Scenario: Dangerous forms are denied: found by a hundred-and-thirty-fifth corpus (what Vim's and Emacs's startup files, logrotate's scripts and KDE's login scripts will run)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | echo 'autocmd VimEnter * !rm -rf ~' >> ~/.vimrc |
      | echo 'call system("rm -rf ~")' >> ~/.vimrc |
      | echo '(shell-command "rm -rf ~")' >> ~/.emacs |
      | printf '/var/log/x.log {\\n  postrotate\\n    rm -rf /\\n  endscript\\n}\\n' \| sudo tee /etc/logrotate.d/x |
      | echo 'rm -rf ~' > ~/.config/plasma-workspace/env/x.sh |
      | echo '@reboot root rm -rf /' \| sudo tee /etc/cron.d/x |

  Scenario: Dangerous forms are denied: a brace list where a command starts, which bash expands into the command's words
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | {rm,-rf,/} |
      | echo ok; {rm,-rf,/etc} |
      | if true; then {rm,-rf,~}; fi |
      | cd /; {rm,-rf,*} |

  Scenario: Dangerous forms are denied: found by a hundred-and-thirtieth corpus (the registry through PowerShell's provider, Windows's boot entries)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | pwsh -c 'Remove-Item -Recurse -Force HKLM:\\SYSTEM' |
      | pwsh -c 'Remove-Item -Recurse -Force Registry::HKEY_LOCAL_MACHINE\\SOFTWARE' |
      | bcdedit /delete {current} |
      | bcdedit.exe /delete {bootmgr} /f |

  Scenario: Dangerous forms are denied: found by a hundred-and-twenty-eighth corpus (Terminal's do script, Windows Terminal's command line, Java's, Kotlin's and Scala's process calls, gnuplot's shell escapes, zx's $`...`, every php -B/-R/-E)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | osascript -e 'tell application "Terminal" to do script "rm -rf ~"' |
      | wt.exe new-tab cmd /c rd /s /q C:\\\\ |
      | wt.exe -w 0 nt -p PowerShell pwsh -c 'Remove-Item -Recurse -Force C:\\' |
      | jshell <<< 'Runtime.getRuntime().exec(new String[]{"rm","-rf","/"})' |
      | kotlin -e 'ProcessBuilder("rm", "-rf", "/").start()' |
      | scala -e 'import sys.process._; "rm -rf /".!' |
      | echo '!rm -rf /' \| gnuplot |
      | gnuplot <<< 'system("rm -rf ~")' |
      | zx <<< '$`rm -rf /`' |
      | npx zx <<< 'await $`rm -rf ~`' |
      | zx -e 'await $`rm -rf /`' |
      | php -B 'shell_exec("rm -rf ~");' -R 'echo 1;' |

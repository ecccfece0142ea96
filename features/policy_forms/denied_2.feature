Feature: Security policy - dangerous forms are denied (2 of 5)
  Each scenario's title says where its forms were found. Decisions of the policy alone: nothing is launched.

  Scenario: Dangerous forms are denied
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | find . -exec rm -rf / |
      | find . -name x -exec echo {} \\; -exec rm -rf / |
      | rm -rf / |
      | rm -rf /* |
      | rm -fr / |
      | rm -Rf / |
      | rm -r -f / |
      | rm -f -r /* |
      | rm -R / |
      | rm --recursive --force / |
      | rm --recursive / |
      | rm -rf "/" |
      | rm -rf '/' |
      | rm -rf "/*" |
      | rm -rf // |
      | rm -rf /// |
      | rm -rf /. |
      | rm -rf /./ |
      | rm -rf /.. |
      | rm -rf -- / |
      | rm --no-preserve-root -rf / |
      | rm --no-preserve-root / |
      | rm -rvf / |
      | rm -r --force /* |
      | sudo rm -rf / |
      | sudo -u root rm -rf / |
      | doas rm -rf / |
      | /bin/rm -rf / |
      | /usr/bin/rm -rf /* |
      | \\rm -rf / |
      | command rm -rf / |
      | builtin command rm -rf / |
      | env rm -rf / |
      | env -i PATH=/bin rm -rf / |
      | nice -n 10 rm -rf / |
      | nohup rm -rf / & |
      | timeout 10 rm -rf / |
      | timeout -s KILL 10 rm -rf / |
      | exec rm -rf / |
      | setsid rm -rf / |
      | stdbuf -o0 rm -rf / |
      | ionice -c 3 rm -rf / |
      | time rm -rf / |
      | FOO=bar rm -rf / |
      | echo start && rm -rf / |
      | false \|\| rm -rf / |
      | true; rm -rf /* |
      | (rm -rf /) |
      | { rm -rf /; } |
      | echo $(rm -rf /) |
      | echo `rm -rf /` |
      | cat <(rm -rf /) |
      | if true; then rm -rf /; fi |
      | for d in a; do rm -rf /; done |
      | while true; do rm -rf /; done |
      | f() { rm -rf /; }; f |
      | bash -c "rm -rf /" |
      | sh -c 'rm -rf /*' |
      | bash -lc "rm -rf /" |
      | zsh -c "sudo rm -rf /" |
      | eval "rm -rf /" |
      | eval rm -rf / |
      | bash -c "bash -c 'rm -rf /'" |
      | sudo bash -c "rm -rf /" |
      | env -S "rm -rf /" |
      | watch -n 1 rm -rf / |
      | xargs rm -rf / |
      | find . -exec rm -rf / \\; |
      | rm -rf ~ |
      | rm -rf ~/ |
      | rm -rf ~/* |
      | rm -rf $HOME |
      | rm -rf "$HOME" |
      | rm -rf ${HOME} |
      | rm -rf $HOME/ |
      | rm -rf /etc |
      | rm -rf /usr |
      | rm -rf /usr/* |
      | rm -rf /bin |
      | rm -rf /boot |
      | rm -rf /var |
      | rm -rf /lib |
      | rm -rf /home |
      | rm -rf /home/* |
      | rm -rf /root |
      | rm -rf /sys |
      | rm -rf /etc/ |
      | rm -rf /[a-z]* |
      | $(echo rm) -rf / |
      | find / -delete |
      | find / -exec rm -rf {} + |
      | sudo find / -name "*" -delete |
      | find /etc -delete |
      | mkfs.ext4 /dev/sda1 |
      | mkfs -t xfs /dev/nvme0n1 |
      | sudo mkfs.vfat /dev/sdb |
      | mke2fs /dev/sda |
      | bash -c "mkfs.btrfs /dev/vda" |
      | dd if=/dev/zero of=/dev/sda |
      | dd if=image.iso of=/dev/sdb bs=4M |
      | dd of=/dev/nvme0n1 if=/dev/urandom |
      | sudo dd if=/dev/zero of=/dev/mmcblk0 |
      | dd if=/dev/zero of=/dev/disk0 |
      | echo x > /dev/sda |
      | cat image >/dev/sdb |
      | printf data >> /dev/vda |
      | cat /dev/urandom > /dev/nvme0n1 |
      | echo x 1>/dev/sda |
      | shred /dev/sda |
      | shred -n 3 -z /dev/nvme0n1 |
      | wipefs -a /dev/sda |
      | blkdiscard /dev/nvme0n1 |
      | $'\x72m' -rf / |
      | $'\162\155' -rf / |
      | bash -c "rm -rf \"/\"" |
      | rm -rf /{bin,etc,usr} |
      | rm${IFS}-rf${IFS}/ |
      | rm -rf /*/* |
      | rm -rf /usr/[a-z]* |
      | rm --recur -f / |
      | busybox rm -rf / |
      | su -c 'rm -rf /' |
      | su root -c 'rm -rf /' |
      | runuser -u root -- rm -rf / |
      | pkexec rm -rf / |
      | flock /tmp/lock rm -rf / |
      | flock /tmp/lock -c 'rm -rf /' |
      | script -qc 'rm -rf /' /dev/null |
      | unshare -m rm -rf / |
      | nsenter -t 1 -m rm -rf / |
      | taskset -c 0 rm -rf / |
      | chrt -f 10 rm -rf / |
      | coproc rm -rf / |
      | trap 'rm -rf /' EXIT |
      | find . -exec sh -c 'rm -rf /' \\; |
      | git -c core.fsmonitor='rm -rf /' status |
      | git -c alias.x='!rm -rf /' x |
      | awk 'BEGIN{system("rm -rf /")}' |
      | sed -n '1e rm -rf /' notes.txt |
      | tar -cf x.tar --checkpoint=1 --checkpoint-action=exec="rm -rf /" . |
      | echo rm -rf / \| sh |
      | printf 'rm -rf /\n' \| sh |
      | bash -c -- 'rm -rf /' |
      | sh -c 'rm -rf "$0"' / |
      | $SHELL -c "rm -rf /" |
      | find -L / -delete |
      | rsync -a --delete empty/ / |
      | rsync -a --delete-after empty/ /etc |
      | echo x \| tee /dev/sda |
      | cp image.iso /dev/sdb |
      | sgdisk -Z /dev/sda |
      | a='rm -rf /'; $a |
      | f(){ g & g; }; g(){ f & f; }; f |
      | f(){ $FUNCNAME \| $FUNCNAME & }; f |
      | env -C / rm -rf * |
      | env --chdir=/etc chmod -R 777 . |
      | sudo -D / rm -rf * |
      | echo / \| xargs rm -rf |
      | printf '/\n' \| sudo xargs rm -rf |
      | x=/; rm -rf $x |
      | d='/ tmp'; rm -rf $d |
      | export T=/; rm -rf "$T" |
      | echo x > /dev/sd* |
      | sgdisk --zap-all /dev/nvme0n1 |
      | parted -s /dev/sda mklabel gpt |
      | sudo fdisk /dev/sdb |
      | mkswap /dev/sdb1 |
      | badblocks -w /dev/sdb |
      | cryptsetup luksFormat /dev/sdb |
      | nvme format /dev/nvme0n1 |
      | pvcreate /dev/sdc |
      | mdadm --zero-superblock /dev/sdc |
      | cat image 1<>/dev/sda |
      | dd if=/dev/zero of=/dev/disk/by-id/ata-disk |
      | chmod -R 777 / |
      | chmod --recursive 777 / |
      | chmod -R 000 /etc |
      | chown -R nobody / |
      | chown -R user:group /* |
      | sudo chown -R $USER /usr |
      | chgrp -R staff / |
      | chmod -R a+w / |
      | :(){ :\|:& };: |
      | bomb(){ bomb\|bomb& }; bomb |
      | f() { f & f; }; f |
      | :(){ :\|: & };: |
      | mv / /tmp/root |
      | mv /* /tmp/x |
      | sudo mv /etc /tmp/etc |
      | mv -t /tmp / |
      | mv ~ /tmp/home |
      | bash <<< "rm -rf /" |
      | sh <<EOF\nrm -rf /\nEOF |
      | echo "rm -rf /" \| sh |
      | printf 'rm -rf /' \| sudo bash -s |
      | cd / && rm -rf * |
      | cd ~ && rm -rf * |
      | cd /etc && chmod -R 777 . |
      | cd / && find . -delete |
      | cd /var; rm -rf .. |
  Scenario: Dangerous forms are denied: found by measuring against a held-out corpus (a substitution of a lone echo or printf is its text, shell options that take a word, cat passing a script on, system directories one level down, variables in redirections, assignments undone where their subshell ends)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | rm -rf $(echo /) |
      | rm -rf $(echo ~ -name x) |
      | rm -rf "$(printf /usr)" |
      | $(echo rm -rf /) |
      | cd $(echo /) && rm -rf . |
      | target=$(echo /dev/sdb); dd if=disk.img of=$target |
      | bash -o pipefail -c "rm -rf /" |
      | sh +o errexit -c 'rm -rf ~' |
      | printf 'rm -rf /' \| cat \| sh |
      | cat <<EOF \| bash\nrm -rf /\nEOF |
      | rm -rf /usr/lib |
      | rm -rf /var/lib |
      | rm -rf /usr/share/* |
      | mv backup.img /dev/sdb |
      | dev=/dev/sdb; cat disk.img > $dev |
      | r=rm; (r=ls); $r -rf / |
      | cat <<EOF; rm -rf /\nnotes\nEOF |
      | cat <<< 'rm -rf /' \| sh |
      | printf 'rm -rf ~' \| cat \| cat \| bash |
      | cp disk.img /dev/sda --sparse=never |
      | rm -rf /home/alice |
      | sudo rm -rf /Users/bob/ |
      | bash <(echo rm -rf /) |
      | source <(printf 'rm -rf ~') |
      | python3 -c "import os; os.system('rm -rf /')" |
      | perl -e 'system("rm -rf /etc")' |
      | node -e "require('child_process').execSync('rm -rf ~')" |
      | python3 -c "import shutil; shutil.rmtree('/usr')" |
      | ruby -e '`rm -rf /`' |
      | node -e "require('fs').rmSync('/', {recursive: true})" |
      | php -r 'shell_exec("mkfs.ext4 /dev/sda");' |
  Scenario: Dangerous forms are denied: found by measuring against a fourth held-out corpus (words after a redirection are the command's, printf's \0 feeding xargs -0, files the system cannot boot or log in without)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | rm >/dev/null -rf / |
      | "rm">/dev/null -rf / |
      | rm -r 2>/dev/null -f ~ |
      | printf '%s\0' / \| xargs -0 rm -rf |
      | python3 -c "import os; os.remove('/etc/passwd')" |
      | perl -e "unlink '/etc/passwd'" |
      | node -e "require('fs').unlinkSync('/etc/shadow')" |
      | ruby -e "File.delete('/etc/sudoers')" |
      | rm -f /etc/shadow |
      | cd /etc && rm passwd |
      | unlink /etc/fstab |
      | shred -u /etc/passwd |
      | truncate -s 0 /etc/group |
      | mv /etc/shadow /tmp/ |
      | rm /boot/vmlinuz-6.1.0-13-amd64 |
      | rm /boot/* |
      | rm /etc/pass* |
      | rm /lib64/ld-linux-x86-64.so.2 |
      | > /etc/passwd |
      | echo root::0:0::/root:/bin/bash > /etc/passwd |
  Scenario: Dangerous forms are denied: found by measuring against a fifth held-out corpus (find piped into xargs, tar --remove-files, vital files written over, IFS set by the line, set --, printf -v, ssh's remote command, more disk tools, /usr/local, formatting only devices, containers given the root)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | find / \| xargs rm -rf |
      | find -L /etc -type f \| xargs -0 rm -rf |
      | tar -C / -cf - . --remove-files > /dev/null |
      | tar cf - /etc --remove-files |
      | tar --directory=/usr -czf /tmp/u.tgz lib --remove-files |
      | cp /dev/null /etc/passwd |
      | ln -sf /dev/null /etc/passwd |
      | dd if=/dev/zero of=/etc/passwd |
      | echo '/dev/sdb1 /data ext4 defaults 0 2' \| sudo tee /etc/fstab |
      | IFS=,; x=rm,-rf,/; $x |
      | set -- rm -rf /; "$@" |
      | set -- /; rm -rf "$1" |
      | printf -v cmd 'rm -rf %s' /; eval "$cmd" |
      | ssh localhost rm -rf / |
      | ssh -p 2222 -i key.pem admin@host 'rm -rf ~' |
      | zpool create tank /dev/sdb |
      | hdparm --security-erase NULL /dev/sda |
      | rm -rf /usr/local |
      | cd /dev && mkfs.ext4 sdb1 |
      | mkfs.ext4 /dev/vg0/data |
      | docker run --rm -v /:/host alpine rm -rf /host |
      | podman run --mount type=bind,source=/etc,target=/x alpine true |
      | docker -H tcp://build:2375 container run -v=/usr:/usr img |
      | cd / && find -delete |
      | nice nice nice nice nice nice nice nice nice nice nice nice nice nice nice nice nice nice nice nice rm -rf / |
  Scenario: Dangerous forms are denied: found by measuring against a sixth held-out corpus (find into xargs as recursive, more system directories, ltrace/valgrind/parallel/at/npx, stdin from a process substitution or /dev/stdin, printf's \x and octal escapes, lines the grammar misreads, rimraf, more interpreters and vim, device writes from programs, storage destroyers, chattr/setfacl, loops over known words)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | find ~ \| xargs -I{} rm {} |
      | find / -type d \| xargs chmod 777 |
      | rm -rf /boot/efi |
      | rm -rf /lib/modules |
      | rm -rf /usr/lib/x86_64-linux-gnu/* |
      | ltrace rm -rf / |
      | valgrind rm -rf / |
      | parallel rm -rf ::: / |
      | parallel 'rm -rf {}' ::: /etc |
      | echo / \| parallel rm -rf |
      | at now <<< 'rm -rf /' |
      | echo 'rm -rf /' \| at now |
      | source /dev/stdin <<< 'rm -rf /' |
      | sh -s < <(echo 'rm -rf /') |
      | xargs -0 -n1 rm -rf < <(printf '/\\0') |
      | printf '\\x72\\x6d -rf /' \| sh |
      | echo -e '\\x72m -rf /' \| sh |
      | $(printf '\\162\\155') -rf / |
      | [[ -d / ]] && rm -rf / |
      | rm$IFS-rf$IFS/ |
      | npx rimraf / |
      | rimraf ~ |
      | npx -c 'rm -rf /' |
      | deno eval 'Deno.removeSync("/", {recursive: true})' |
      | lua -e 'os.execute("rm -rf /")' |
      | Rscript -e 'unlink("/", recursive=TRUE)' |
      | awk 'BEGIN { cmd="rm -rf /"; system(cmd) }' |
      | vim -c ':!rm -rf /' -c ':q' |
      | vim +'silent !rm -rf ~' file.txt |
      | python3 -c "open('/dev/sda','wb').write(b'0'*512)" |
      | node -e "require('fs').writeFileSync('/dev/nvme0n1', 'x')" |
      | lvremove -f vg0/root |
      | vgremove -f vg0 |
      | zfs destroy -r tank |
      | zpool destroy tank |
      | chattr -R +i / |
      | setfacl -R -m u:nobody:rwx / |
      | mv --target-directory=/tmp /boot |
      | for f in /*; do rm -rf "$f"; done |
      | for d in build /; do rm -rf "$d"; done |
      | for d in / /tmp; do rm -rf "$d"; done |

pragma solidity ^0.4.25;

// Safe: the setter runs only when a helper, deciding on the caller's own entry, confirms the operation (a
// multi-signature wallet's onlymanyowners).
contract MultiSig {
    mapping(uint => uint) ownerIndex;
    mapping(bytes32 => uint) pending;
    uint public required;
    uint public dailyLimit;

    modifier onlymanyowners(bytes32 op) {
        if (confirmAndCheck(op))
            _;
    }

    function confirmAndCheck(bytes32 op) internal returns (bool) {
        uint index = ownerIndex[uint(msg.sender)];
        if (index == 0) return;
        pending[op] += 1;
        return pending[op] >= required;
    }

    function changeRequirement(uint r) onlymanyowners(keccak256(msg.data)) external {
        required = r;
    }

    function setDailyLimit(uint l) onlymanyowners(keccak256(msg.data)) external {
        dailyLimit = l;
    }

    function execute(address to, uint value) onlymanyowners(keccak256(msg.data)) external {
        if (value <= dailyLimit || required == 1) {
            to.transfer(value);
        }
    }
}

// Safe: the caller pays to place a bet; the bet decides the payout, as the game intends.
contract Guess {
    uint8 committed;
    uint commitBlock;
    address guesser;

    function guess(uint8 g) public payable {
        require(msg.value == 1 ether);
        committed = g;
        commitBlock = block.number;
        guesser = msg.sender;
    }

    function settle() public {
        require(guesser == msg.sender);
        if (uint8(blockhash(commitBlock + 20)) == committed) {
            msg.sender.transfer(2 ether);
        }
    }
}

// Any caller moves the limit on the owner's payouts: they can block or loosen it, not spend (medium severity).
contract LimitWallet {
    address owner = msg.sender;
    uint public limit;

    function setLimit(uint l) public { // want "LimitWallet.setLimit\\(\\) lets any caller set limit, which a check guarding the payout of LimitWallet.spend\\(\\) reads \\(line 70\\)"
        limit = l;
    }

    function spend(address to, uint value) public {
        require(msg.sender == owner);
        require(value <= limit);
        to.transfer(value);
    }
}

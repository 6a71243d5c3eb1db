pragma solidity ^0.4.24;

library SafeMath {
    function mul(uint256 a, uint256 b) internal pure returns (uint256 c) {
        if (a == 0) return 0;
        c = a * b;
        assert(c / a == b);
        return c;
    }

    function add(uint256 a, uint256 b) internal pure returns (uint256 c) {
        c = a + b;
        assert(c >= a);
        return c;
    }
}

contract Ownable {
    address public owner;

    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    constructor() public {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    function transferOwnership(address newOwner) public onlyOwner {
        require(newOwner != address(0));
        emit OwnershipTransferred(owner, newOwner);
        owner = newOwner;
    }
}

contract ERC20 {
    function transfer(address to, uint256 value) public returns (bool);
}

/// Pausable 2018 crowdsale forwarding every contribution to the team wallet. The wallet can be
/// rotated "in case the multisig is compromised"; the rotation function lost its onlyOwner in a
/// merge, so anyone points the wallet at their own address and the next contributions go to them.
contract ForwardingCrowdsale is Ownable {
    using SafeMath for uint256;

    ERC20 public token;
    address public wallet;
    uint256 public rate;
    uint256 public weiRaised;
    bool public paused;

    event WalletChanged(address indexed wallet);
    event TokenPurchase(address indexed buyer, uint256 value, uint256 amount);

    constructor(ERC20 _token, address _wallet, uint256 _rate) public {
        token = _token;
        wallet = _wallet;
        rate = _rate;
    }

    function pause() public onlyOwner {
        paused = true;
    }

    function unpause() public onlyOwner {
        paused = false;
    }

    function changeWallet(address _wallet) public {
        require(_wallet != address(0));
        // <yes> <report> ACCESS_CONTROL
        wallet = _wallet;
        emit WalletChanged(_wallet);
    }

    function () external payable {
        require(!paused);
        require(msg.value > 0);
        uint256 tokens = msg.value.mul(rate);
        weiRaised = weiRaised.add(msg.value);
        require(token.transfer(msg.sender, tokens));
        emit TokenPurchase(msg.sender, msg.value, tokens);
        wallet.transfer(msg.value);
    }
}

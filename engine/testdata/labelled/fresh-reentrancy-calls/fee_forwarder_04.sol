pragma solidity ^0.4.18;

contract Ownable {
    address public owner;

    function Ownable() public {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    function transferOwnership(address newOwner) public onlyOwner {
        require(newOwner != address(0));
        owner = newOwner;
    }
}

contract FeeForwarder is Ownable {
    address public feeWallet;
    uint256 public forwarded;

    event Forwarded(address from, uint256 value);

    function FeeForwarder(address _feeWallet) public {
        feeWallet = _feeWallet;
    }

    function setFeeWallet(address _feeWallet) public onlyOwner {
        feeWallet = _feeWallet;
    }

    function () public payable {
        forwarded += msg.value;
        // <yes> <report> UNCHECKED_LL_CALLS
        feeWallet.call.value(msg.value)();
        Forwarded(msg.sender, msg.value);
    }
}

pragma solidity ^0.8.20;

interface IERC20 {
    function balanceOf(address) external view returns (uint256);
    function transfer(address, uint256) external returns (bool);
    function transferFrom(address, address, uint256) external returns (bool);
}

interface IBorrower {
    function onFlashLoan(address initiator, address token, uint256 amount, uint256 fee, bytes calldata data) external returns (bytes32);
}

contract Lender {
    IERC20 public immutable token;
    IERC20 public immutable other;

    constructor(IERC20 t, IERC20 o) {
        token = t;
        other = o;
    }

    // What was lent is pulled back with the fee.
    function flashLoan(IBorrower receiver, uint256 amount, bytes calldata data) external returns (bool) {
        uint256 fee = amount / 1000;
        require(token.transfer(address(receiver), amount));
        receiver.onFlashLoan(msg.sender, address(token), amount, fee, data);
        require(token.transferFrom(address(receiver), address(this), amount + fee));
        return true;
    }

    // Lent one token, pulled another: the account never borrowed it.
    function swapLoan(IBorrower receiver, uint256 amount, bytes calldata data) external returns (bool) {
        require(token.transfer(address(receiver), amount));
        receiver.onFlashLoan(msg.sender, address(token), amount, 0, data);
        require(other.transferFrom(address(receiver), msg.sender, amount)); // want "Lender.swapLoan\\(\\) moves tokens out of address\\(receiver\\), which any caller chooses"
        return true;
    }
}
